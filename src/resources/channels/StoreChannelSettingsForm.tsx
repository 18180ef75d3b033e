import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Store, StoreUpdateBody } from '../../contract/stores.ts';
import { HttpError } from '../../providers/http.ts';
import { validatePercent } from './linkValidators.ts';

interface Values {
  upcharge: number | null;
  showGlobalItemsContent: boolean;
  sellsAlcohol: boolean;
}

/**
 * The store's own channel and catalogue settings (spec 000 §3): its upcharge (used where a partner link sets
 * none), whether global item content shows, and whether it sells alcohol; saved with PUT /stores/{id}.
 */
export const StoreChannelSettingsForm = ({ store, readOnly }: { store: Store; readOnly: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<Store>();

  const submit = async (values: Partial<Values>) => {
    const body: StoreUpdateBody = {
      upcharge: typeof values.upcharge === 'number' ? values.upcharge : 0,
      show_global_items_content: values.showGlobalItemsContent ?? store.showGlobalItemsContent,
      sells_alcohol: values.sellsAlcohol ?? store.sellsAlcohol,
    };
    try {
      await update(
        'stores',
        { id: store.id, data: body, previousData: store, meta: { companyId: store.company.id } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('lsm.channels.store.saved', { type: 'success' });
    } catch (error) {
      notify(error instanceof HttpError && error.serverMessage ? error.serverMessage : 'lsm.channels.errors.generic', { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="store-channel-settings" sx={{ mt: 3 }}>
      <Typography id="store-channel-settings" variant="h6" component="h3">
        {translate('lsm.channels.store.title')}
      </Typography>
      <SimpleForm
        record={{ id: store.id, upcharge: store.upcharge, showGlobalItemsContent: store.showGlobalItemsContent, sellsAlcohol: store.sellsAlcohol }}
        onSubmit={submit}
        sx={{ px: 0 }}
        toolbar={
          readOnly ? false : (
            <Toolbar sx={{ bgcolor: 'transparent', justifyContent: 'flex-end', px: 0 }}>
              <SaveButton label="lsm.channels.partners.save" />
            </Toolbar>
          )
        }
      >
        <NumberInput source="upcharge" label="lsm.channels.store.upcharge" validate={validatePercent} disabled={readOnly} />
        <BooleanInput source="showGlobalItemsContent" label="lsm.channels.store.showGlobalItemsContent" disabled={readOnly} />
        <BooleanInput source="sellsAlcohol" label="lsm.channels.store.sellsAlcohol" disabled={readOnly} />
      </SimpleForm>
    </Box>
  );
};
