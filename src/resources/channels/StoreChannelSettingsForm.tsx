import { Box, Typography } from '@mui/material';
import { BooleanInput, DateTimeInput, NumberInput, SimpleForm, TextInput, useUpdate } from 'react-admin';
import { StoreUpdateBody, type Store } from '../../contract/stores.ts';
import { composeValidators, contractValidator } from '../../custom/form/contractValidation.ts';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../custom/form/useSaveFeedback.ts';
import { ImageUploadInput } from '../companies/form/ImageUploadInput.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface Values {
  upcharge: number | null;
  showGlobalItemsContent: boolean;
  sellsAlcohol: boolean;
  storeSetupCompleted: boolean;
  closedTill: string | Date | null;
  billVendorId: string | null;
  image: string | null;
  logoImage: string | null;
  printLogoImage: string | null;
  profileImage: string | null;
}

const IMAGES = [
  { source: 'image', type: 'store_image', label: 'lsm.channels.store.image' },
  { source: 'logoImage', type: 'store_logo', label: 'lsm.channels.store.logoImage' },
  { source: 'printLogoImage', type: 'store_print_logo', label: 'lsm.channels.store.printLogoImage' },
  { source: 'profileImage', type: 'store_profile', label: 'lsm.channels.store.profileImage' },
] as const;

const orNull = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const isoOrNull = (value: string | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

export function storeSettingsBody(values: Values): StoreUpdateBody {
  return {
    upcharge: typeof values.upcharge === 'number' ? values.upcharge : 0,
    show_global_items_content: values.showGlobalItemsContent,
    sells_alcohol: values.sellsAlcohol,
    store_setup_completed: values.storeSetupCompleted,
    closed_till: isoOrNull(values.closedTill),
    bill_vendor_id: orNull(values.billVendorId),
    image: orNull(values.image),
    logo_image: orNull(values.logoImage),
    print_logo_image: orNull(values.printLogoImage),
    profile_image: orNull(values.profileImage),
  };
}

/** The PUT contract on the body the form sends, with the channel screens' messages. */
const validateStoreSettings = composeValidators(
  contractValidator<Values>(StoreUpdateBody, {
    toBody: storeSettingsBody,
    fields: { bill_vendor_id: 'billVendorId', closed_till: 'closedTill' },
    messages: { upcharge: 'lsm.channels.validation.percent', bill_vendor_id: 'lsm.channels.validation.batch_id' },
  }),
);

/**
 * The store's own settings of spec 000 §3: its upcharge (used where a partner link sets none), global item
 * content, alcohol, setup completed, closed till, bill vendor and the four store images; PUT /stores/{id}.
 */
export const StoreChannelSettingsForm = ({ store, readOnly }: { store: Store; readOnly: boolean }) => {
  const translate = useLsmTranslate();
  const { run } = useSaveFeedback();
  const [update] = useUpdate<Store>();
  const record: Values & { id: number } = {
    id: store.id,
    upcharge: store.upcharge,
    showGlobalItemsContent: store.showGlobalItemsContent,
    sellsAlcohol: store.sellsAlcohol,
    storeSetupCompleted: store.storeSetupCompleted,
    closedTill: store.closedTill,
    billVendorId: store.billVendorId,
    image: store.image,
    logoImage: store.logoImage,
    printLogoImage: store.printLogoImage,
    profileImage: store.profileImage,
  };

  // answers nothing: react-admin takes an object answered by onSubmit for field errors
  const submit = async (values: Partial<Values>): Promise<void> => {
    await run(
      () =>
        update(
          'stores',
          { id: store.id, data: storeSettingsBody({ ...record, ...values }), previousData: store, meta: { companyId: store.company.id } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      { success: 'lsm.channels.store.saved', failure: 'unable_to_update_store' },
    );
  };

  return (
    <Box component="section" aria-labelledby="store-channel-settings" sx={{ mt: 3 }}>
      <Typography id="store-channel-settings" variant="h6" component="h3">
        {translate('lsm.channels.store.title')}
      </Typography>
      <SimpleForm
        record={record}
        onSubmit={submit}
        validate={validateStoreSettings}
        sx={{ px: 0 }}
        // no warnWhenUnsavedChanges: React Router keeps one blocker per page, and the store form above holds it
        // not react-admin's Toolbar: it turns fixed to the window's bottom on small screens
        toolbar={readOnly ? false : <FormSaveActions saveLabel="lsm.channels.partners.save" />}
      >
        <NumberInput source="upcharge" label="lsm.channels.store.upcharge" disabled={readOnly} />
        <BooleanInput source="showGlobalItemsContent" label="lsm.channels.store.showGlobalItemsContent" disabled={readOnly} />
        <BooleanInput source="sellsAlcohol" label="lsm.channels.store.sellsAlcohol" disabled={readOnly} />
        <BooleanInput source="storeSetupCompleted" label="lsm.channels.store.storeSetupCompleted" disabled={readOnly} />
        <DateTimeInput source="closedTill" label="lsm.channels.store.closedTill" disabled={readOnly} />
        <TextInput source="billVendorId" label="lsm.channels.store.billVendorId" disabled={readOnly} />
        {!readOnly && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' }}>
            {IMAGES.map((image) => (
              <ImageUploadInput key={image.source} source={image.source} type={image.type} label={translate(image.label)} ownerId={store.id} />
            ))}
          </Box>
        )}
      </SimpleForm>
    </Box>
  );
};
