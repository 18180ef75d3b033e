import { Snackbar } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm } from 'react-admin';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { DuplicatesDialog } from '../inventory/DuplicatesDialog.tsx';
import { InventoryActions } from '../inventory/InventoryActions.tsx';
import { InventoryList } from '../inventory/InventoryList.tsx';
import type { StoreItemTarget } from '../inventory/StoreItemDialog.tsx';
import { useItemActions } from '../inventory/useItemActions.ts';
import { useInventoryRefresh } from '../inventory/useInventoryData.ts';
import { lazyDialog } from '../../../custom/lazy/lazyDialog.tsx';
import '../../../providers/i18n/inventory.ts';
import '../../../providers/i18n/matching.ts';

const StoreItemDialog = lazyDialog(() => import('../inventory/StoreItemDialog.tsx'), 'StoreItemDialog', (props) => props.target !== null);
const CsvUploadDialog = lazyDialog(() => import('../inventory/CsvUploadDialog.tsx'), 'CsvUploadDialog', (props) => props.open);

/** The store's inventory (spec 001 §2): list, filters, item form, bulk actions, CSV upload, duplicates, export. */
export const StoreInventoryTab = ({ id }: TabBodyProps) => {
  const storeId = Number.isInteger(Number(id)) && Number(id) > 0 ? Number(id) : 0;
  const canEdit = useIdentifiedUser()?.permissions.includes('lm_edit_store_inventory') ?? false;
  const refresh = useInventoryRefresh();
  const [notice, setNotice] = useState<string | null>(null);
  const [target, setTarget] = useState<StoreItemTarget | null>(null);
  const [uploading, setUploading] = useState(false);
  const [duplicates, setDuplicates] = useState(false);
  const itemActions = useItemActions(storeId, refresh, setNotice);
  const closeItem = useCallback(() => setTarget(null), []);

  // the item form has already said it saved
  const saved = () => {
    setTarget(null);
    void refresh();
  };

  return (
    <TabSection title="lsm.tabs.store.inventory">
      <InventoryActions
        storeId={storeId}
        canEdit={canEdit}
        onAdd={() => setTarget({ mode: 'create' })}
        onUpload={() => setUploading(true)}
        onDuplicates={() => setDuplicates(true)}
        onDone={setNotice}
      />
      <InventoryList
        storeId={storeId}
        canEdit={canEdit}
        onOpen={(item) => setTarget({ mode: 'edit', itemId: item.id })}
        onDelete={itemActions.askDelete}
        onSaleState={(item, state) => void itemActions.setSaleState(item, state)}
        onDone={setNotice}
        refresh={refresh}
      />
      <StoreItemDialog storeId={storeId} target={target} canEdit={canEdit} onClose={closeItem} onSaved={saved} />
      {canEdit && (
        <CsvUploadDialog storeId={storeId} open={uploading} onClose={() => setUploading(false)} onUploaded={() => void refresh()} />
      )}
      <DuplicatesDialog storeId={storeId} open={duplicates} onClose={() => setDuplicates(false)} />
      <Confirm
        isOpen={itemActions.deleting !== null}
        loading={itemActions.busy}
        title="lsm.inventory.confirm.title"
        content="lsm.inventory.confirm.delete_one"
        contentTranslateOptions={{ name: itemActions.deleting?.name ?? '' }}
        confirm="lsm.inventory.confirm.confirm"
        cancel="lsm.inventory.confirm.cancel"
        confirmColor="warning"
        onConfirm={() => void itemActions.confirmDelete()}
        onClose={() => {
          if (!itemActions.busy) itemActions.cancelDelete();
        }}
      />
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice ?? ''} />
    </TabSection>
  );
};
