import { Box, Button, DialogContent, DialogTitle, FormHelperText } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useMemo, useState } from 'react';
import { BooleanInput, CheckboxGroupInput, Confirm, Form, TextInput, useCreate, useDelete, useGetOne, useUpdate } from 'react-admin';
import type { Banner } from '../../contract/campaigns.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { asTyped } from '../../custom/form/asTyped.ts';
import { FormDialog } from '../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../custom/form/useSaveFeedback.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { BANNER_DISPLAY_LOCATIONS, BANNER_SEGMENTS } from '../../domain/banners.ts';
import { ImageUploadInput } from '../companies/form/ImageUploadInput.tsx';
import { bannerBody, bannerFormValues, validateBanner, type BannerFormValues } from './bannerFormValues.ts';
import { FeaturedProductsInput } from './FeaturedProductsInput.tsx';
import { ScheduleInput } from './ScheduleInput.tsx';
import { useCompanyTimeZone } from './useCompanyTimeZone.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const segmentChoices = BANNER_SEGMENTS.map((id) => ({ id, name: `lsm.banners.segments.${id}` }));
const locationChoices = BANNER_DISPLAY_LOCATIONS.map((id) => ({ id, name: `lsm.banners.display_locations.${id}` }));

interface BannerFormDialogProps {
  companyId: number;
  /** the banner to edit; 'new' creates one */
  bannerId: number | 'new';
  canDelete: boolean;
  onClose: () => void;
}

/** Create or edit a banner in a dialog; the list refreshes itself from react-admin's cache. */
export const BannerFormDialog = ({ companyId, bannerId, canDelete, onClose }: BannerFormDialogProps) => {
  const translate = useLsmTranslate();
  const feedback = useSaveFeedback();
  const timeZone = useCompanyTimeZone(companyId);
  const isMobile = useIsMobile();
  const meta = { companyId };
  const isNew = bannerId === 'new';
  const { data: banner, isPending } = useGetOne<Banner>(
    'campaigns',
    { id: isNew ? 0 : bannerId, meta },
    { enabled: !isNew, onError: (error) => { alertFailure('unable_to_fetch_banner_details', error); onClose(); } },
  );
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const defaultValues = useMemo(() => bannerFormValues(banner ?? null), [banner]);
  const validate = useMemo(() => validateBanner(isNew), [isNew]);
  const done = (key: 'lsm.banners.saved' | 'lsm.banners.deleted') => () => {
    feedback.succeeded(key);
    onClose();
  };

  const save = (values: BannerFormValues) => {
    const data = bannerBody(values);
    if (isNew) create('campaigns', { data, meta }, { onSuccess: done('lsm.banners.saved'), onError: (error) => feedback.failed('unable_to_create_banner', error) });
    else update('campaigns', { id: bannerId, data, previousData: banner, meta }, { onSuccess: done('lsm.banners.saved'), onError: (error) => feedback.failed('unable_to_update_banner', error) });
  };
  const onDelete = () =>
    remove('campaigns', { id: bannerId, previousData: banner, meta }, { onSuccess: done('lsm.banners.deleted'), onError: (error) => feedback.failed('unable_to_delete_banner', error) });

  return (
    <FormDialog onClose={onClose} maxWidth="md" fullWidth fullScreen={isMobile} aria-labelledby="banner-form-title">
      <DialogTitle id="banner-form-title">{translate(isNew ? 'lsm.banners.form.create_title' : 'lsm.banners.form.edit_title')}</DialogTitle>
      {(isNew || (!isPending && banner)) && (
        <Form<BannerFormValues> defaultValues={defaultValues} validate={validate} onSubmit={(values: Partial<BannerFormValues>) => save(values as BannerFormValues)} noValidate warnWhenUnsavedChanges>
          <DialogContent dividers>
            <TextInput source="name" label="lsm.banners.fields.name" parse={asTyped} fullWidth />
            <TextInput source="description" label="lsm.banners.fields.description" parse={asTyped} multiline minRows={2} fullWidth />
            <ImageUploadInput source="image" label={translate('lsm.banners.fields.image')} type="banner" ownerId={companyId} />
            <BooleanInput source="active" label="lsm.banners.fields.status" sx={{ mt: 2 }} />
            <LocalizationProvider dateAdapter={AdapterDayjs}>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <ScheduleInput source="start_date" label="lsm.banners.fields.start_date" timeZone={timeZone} />
                <ScheduleInput source="end_date" label="lsm.banners.fields.end_date" timeZone={timeZone} />
              </Box>
            </LocalizationProvider>
            <FormHelperText sx={{ mt: -1, mb: 1 }}>{translate('lsm.banners.form.time_zone', { zone: timeZone })}</FormHelperText>
            <CheckboxGroupInput source="segments" label="lsm.banners.fields.segments" choices={segmentChoices} row />
            <CheckboxGroupInput source="display_locations" label="lsm.banners.fields.display_locations" choices={locationChoices} row />
            <FeaturedProductsInput companyId={companyId} initial={banner?.featured_items ?? []} />
          </DialogContent>
          <FormSaveActions saveLabel="lsm.banners.form.save" cancelLabel="lsm.banners.form.cancel" saveDisabled={creating || updating}>
            {!isNew && canDelete && (
              <Button color="error" onClick={() => setConfirmingDelete(true)} disabled={deleting}>
                {translate('lsm.banners.form.delete')}
              </Button>
            )}
          </FormSaveActions>
        </Form>
      )}
      <Confirm
        isOpen={confirmingDelete}
        loading={deleting}
        title="lsm.confirm.delete_banner_title"
        titleTranslateOptions={{ name: banner?.name ?? '' }}
        content="lsm.confirm.delete_banner_content"
        confirm="lsm.confirm.delete"
        confirmColor="warning"
        onConfirm={onDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </FormDialog>
  );
};
