import { useQueryClient } from '@tanstack/react-query';
import type { Store } from '../../../contract/stores.ts';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { storeCreatePayload, storeUpdatePayload, type ShippingAccess, type StoreFormValues } from './storeFormValues.ts';

/**
 * Creates (POST /stores/store/) or updates (PUT /stores/{id}?company_id=) a store from the form values, with the
 * shared save feedback ("Unable to create new store" / "Unable to update the store"); null after a failure.
 */
export function useSaveStore(companyId: number, store: Store | null, shipping: ShippingAccess) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();

  return async (values: StoreFormValues): Promise<Store | null> => {
    const name = values.name.trim();
    const result = await feedback.run(
      () =>
        store
          ? dataProvider.update<Store>('stores', {
              id: store.id,
              data: storeUpdatePayload(values, store.storeCompanyTags.map((tag) => tag.id), shipping),
              previousData: store,
              meta: { companyId },
            })
          : dataProvider.create<Store>('stores', { data: storeCreatePayload(values, companyId, shipping) }),
      store
        ? { success: 'lsm.saves.store_updated', successArgs: { name }, failure: 'unable_to_update_store' }
        : { success: 'lsm.saves.store_created', successArgs: { name }, failure: 'unable_to_create_store' },
    );
    if (result === null) return null;
    await queryClient.invalidateQueries({ queryKey: ['stores'] });
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
    return result.data;
  };
}
