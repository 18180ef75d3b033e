import { CircularProgress, DialogContent, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import type { StoreItem } from '../../../contract/inventory.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { StoreItemForm } from './StoreItemForm.tsx';
import { STORE_ITEMS } from './useInventoryData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/inventory.ts';
import '../../../providers/i18n/menus.ts';
import '../../../providers/i18n/modifierGroups.ts';

export type StoreItemTarget = { mode: 'create' } | { mode: 'edit'; itemId: number };

interface StoreItemDialogProps {
  storeId: number;
  target: StoreItemTarget | null;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (item: StoreItem) => void;
}

/**
 * The item form in a dialog that asks before unsaved changes are discarded; an existing item is read fresh
 * (GET /inventory/{store}/item/{item}).
 */
export const StoreItemDialog = ({ storeId, target, canEdit, onClose, onSaved }: StoreItemDialogProps) => {
  const translate = useLsmTranslate();
  const itemId = target?.mode === 'edit' ? target.itemId : 0;
  const { data: item, error } = useGetOne<StoreItem>(
    STORE_ITEMS,
    { id: itemId, meta: { storeId } },
    { enabled: itemId > 0, retry: false, gcTime: 0 },
  );

  useEffect(() => {
    if (!error) return;
    alertFailure('unable_to_fetch_data', error);
    onClose();
  }, [error, onClose]);

  const title = target?.mode === 'create' ? 'lsm.inventory.form.create_title' : canEdit ? 'lsm.inventory.form.edit_title' : 'lsm.inventory.form.view_title';
  const ready = target?.mode === 'create' || (item !== undefined && item.id === itemId);
  return (
    <FormDialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="store-item-dialog-title">
      <DialogTitle id="store-item-dialog-title">{translate(title)}</DialogTitle>
      {target !== null && ready ? (
        <StoreItemForm
          key={target.mode === 'create' ? 'new' : String(item?.id)}
          storeId={storeId}
          item={target.mode === 'create' ? null : (item ?? null)}
          readOnly={!canEdit}
          onSaved={onSaved}
        />
      ) : (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('lsm.inventory.list.loading')} />
        </DialogContent>
      )}
    </FormDialog>
  );
};
