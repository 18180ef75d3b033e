import { Box, DialogContent, DialogTitle } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SimpleForm,
  TextInput,
  useCreate,
  useNotify,
  useUpdate,
} from 'react-admin';
import type { StorePartner } from '../../contract/channels.ts';
import { FormDialog } from '../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { HttpError } from '../../providers/http.ts';
import { linkFormValues, linkPayload, type LinkFormValues } from './linkFormValues.ts';
import { validateLink } from './linkValidators.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface LinkFormDialogProps {
  storeId: number;
  partnerName: string;
  /** the existing link, absent when linking */
  link: StorePartner | undefined;
  onClose: () => void;
}

const label = (field: keyof LinkFormValues) => `lsm.channels.fields.${field}`;
const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, width: '100%' } as const;

/** Links the store to a partner (POST) or edits the link (PATCH), with every field of spec 001 §3. */
export const LinkFormDialog = ({ storeId, partnerName, link, onClose }: LinkFormDialogProps) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const titleId = `link-form-${partnerName}`;
  const isMobile = useIsMobile();

  const failed = (error: unknown) =>
    notify(error instanceof HttpError && error.serverMessage ? error.serverMessage : 'lsm.channels.errors.generic', { type: 'error' });

  const submit = async (values: Partial<LinkFormValues>) => {
    const payload = linkPayload({ ...linkFormValues(link), ...values });
    try {
      if (link) {
        await update('store-partners', { id: link.id, data: payload, previousData: link }, { mutationMode: 'pessimistic', returnPromise: true });
        notify('lsm.channels.partners.saved_done', { messageArgs: { partner: partnerName }, type: 'success' });
      } else {
        await create('store-partners', { data: { ...payload, partnerName, storeId } }, { returnPromise: true });
        notify('lsm.channels.partners.linked_done', { messageArgs: { partner: partnerName }, type: 'success' });
      }
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <FormDialog onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={isMobile}>
      <DialogTitle id={titleId}>
        {translate(link ? 'lsm.channels.partners.edit_title' : 'lsm.channels.partners.link_title', { partner: partnerName })}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 0, sm: 1 } }}>
        <SimpleForm
          record={{ id: link?.id ?? partnerName, ...linkFormValues(link) }}
          onSubmit={submit}
          validate={validateLink}
          // not react-admin's Toolbar: it turns fixed to the window's bottom on small screens
          toolbar={<FormSaveActions saveLabel="lsm.channels.partners.save" cancelLabel="lsm.channels.partners.cancel" />}
        >
          <TextInput source="partnerStoreId" label={label('partnerStoreId')} fullWidth />
          <Box sx={row}>
            <BooleanInput source="orderEnabled" label={label('orderEnabled')} />
            <BooleanInput source="menuEnabled" label={label('menuEnabled')} />
            <BooleanInput source="posEnabled" label={label('posEnabled')} />
          </Box>
          <Box sx={row}>
            <NumberInput source="upcharge" label={label('upcharge')} />
            <NumberInput source="deliveryUpcharge" label={label('deliveryUpcharge')} />
            <NumberInput source="pickupUpcharge" label={label('pickupUpcharge')} />
          </Box>
          <Box sx={row}>
            <BooleanInput source="sellsAlcohol" label={label('sellsAlcohol')} />
            <BooleanInput source="sellsTobacco" label={label('sellsTobacco')} />
            {partnerName === 'DoorDash' && <BooleanInput source="isDoordashRetail" label={label('isDoordashRetail')} />}
          </Box>
          <BooleanInput source="enableDelivery" label={label('enableDelivery')} />
          <FormDataConsumer<LinkFormValues>>
            {({ formData }) =>
              formData.enableDelivery && (
                <Box sx={row}>
                  <TextInput source="deliveryInstructions" label={label('deliveryInstructions')} multiline />
                  <NumberInput source="deliveryFee" label={label('deliveryFee')} />
                </Box>
              )
            }
          </FormDataConsumer>
          <BooleanInput source="enablePickup" label={label('enablePickup')} />
          <FormDataConsumer<LinkFormValues>>
            {({ formData }) =>
              formData.enablePickup && (
                <Box sx={row}>
                  <TextInput source="pickupInstructions" label={label('pickupInstructions')} multiline />
                  <NumberInput source="pickupFee" label={label('pickupFee')} />
                </Box>
              )
            }
          </FormDataConsumer>
          <TextInput source="batchId" label={label('batchId')} />
        </SimpleForm>
      </DialogContent>
    </FormDialog>
  );
};
