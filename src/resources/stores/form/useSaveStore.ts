import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Store } from '../../../contract/stores.ts';
import { raiseAlert } from '../../../custom/alert/alertStore.ts';
import { isStaleEdit } from '../../../providers/editVersion.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { storeCreatePayload, storeUpdatePayload, type ShippingAccess, type StoreFormValues } from './storeFormValues.ts';

/**
 * Creates (POST /stores/store/) or updates (PUT /stores/{id}?company_id=) a store from the form values.
 * Success is notified; a failure raises "Unable to create new store" / "Unable to update the store" (server message when given).
 */
export function useSaveStore(companyId: number, store: Store | null, shipping: ShippingAccess) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const save = async (values: StoreFormValues): Promise<Store | null> => {
    setSaving(true);
    try {
      const result = store
        ? await dataProvider.update<Store>('stores', {
            id: store.id,
            data: storeUpdatePayload(values, store.storeCompanyTags.map((tag) => tag.id), shipping),
            previousData: store,
            meta: { companyId },
          })
        : await dataProvider.create<Store>('stores', { data: storeCreatePayload(values, companyId, shipping) });
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
      notify(store ? 'lsm.saves.store_updated' : 'lsm.saves.store_created', { type: 'success', messageArgs: { name: result.data.name } });
      return result.data;
    } catch (error) {
      const alert = store ? 'unable_to_update_store' : 'unable_to_create_store';
      raiseAlert({
        heading: `lsm.alerts.${alert}.heading`,
        message:
          error instanceof HttpError && error.serverMessage ? { text: error.serverMessage } : { key: `lsm.alerts.${alert}.message` },
        offerReload: isStaleEdit(error),
      });
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
