import { useState } from 'react';
import type { SaleState, StoreItem } from '../../../contract/inventory.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { STORE_ITEMS } from './useInventoryData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** One item's sale state (PATCH /inventory/{id}/status) and deletion (DELETE /inventory/store/store_item, confirmed first). */
export function useItemActions(storeId: number, refresh: () => Promise<void>, notify: (message: string) => void) {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const [deleting, setDeleting] = useState<StoreItem | null>(null);
  const [busy, setBusy] = useState(false);

  const setSaleState = async (item: StoreItem, state: SaleState) => {
    try {
      await dataProvider.setStoreItemSaleState(storeId, state, item.id);
      await refresh();
      notify(translate('lsm.inventory.done.updated', { smart_count: 1 }));
    } catch (error) {
      alertFailure('unable_to_update_data', error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.delete(STORE_ITEMS, { id: deleting.id, previousData: deleting, meta: { storeId } });
      setDeleting(null);
      await refresh();
      notify(translate('lsm.inventory.done.deleted', { smart_count: 1 }));
    } catch (error) {
      setDeleting(null);
      alertFailure('unable_to_update_data', error);
    } finally {
      setBusy(false);
    }
  };

  return { setSaleState, deleting, askDelete: setDeleting, cancelDelete: () => setDeleting(null), confirmDelete, busy };
}
