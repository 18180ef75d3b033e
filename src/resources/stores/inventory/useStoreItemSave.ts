import type { StoreItem } from '../../../contract/inventory.ts';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { createBody, updateBody, type StoreItemFormValues } from './storeItemPayload.ts';
import { STORE_ITEMS } from './useInventoryData.ts';

/**
 * Sends the item form: "Item created" or "Item saved" then `onSaved`, or "Unable to update data" with the
 * server's message and the form stays open. A new item's chosen image is uploaded once the item exists.
 */
export function useStoreItemSave(storeId: number, item: StoreItem | null, onSaved: (saved: StoreItem) => void) {
  const dataProvider = useLsmDataProvider();
  const feedback = useSaveFeedback();

  const update = async (existing: StoreItem, values: StoreItemFormValues) => {
    const saved = await feedback.run(
      () => dataProvider.update<StoreItem>(STORE_ITEMS, { id: existing.id, data: updateBody(existing, values), previousData: existing, meta: { storeId } }),
      { success: 'lsm.inventory.done.saved', failure: 'unable_to_update_data' },
    );
    if (saved) onSaved(saved.data);
  };

  const create = async (values: StoreItemFormValues) => {
    const created = await feedback.run(() => dataProvider.create<StoreItem>(STORE_ITEMS, { data: createBody(values), meta: { storeId } }), {
      success: 'lsm.inventory.done.created',
      failure: 'unable_to_update_data',
    });
    if (!created) return;
    const { data } = created;
    // The item exists whatever becomes of its image: a failed upload is told, and the form closes all the
    // same (kept open, a second Save would create the item twice).
    if (values.image) {
      await dataProvider.uploadStoreItemImage(storeId, data.id, values.image, data.category?.name ?? null).catch((error: unknown) => feedback.failed('unable_to_update_data', error));
    }
    onSaved(data);
  };

  return (values: StoreItemFormValues): Promise<void> => (item ? update(item, values) : create(values));
}
