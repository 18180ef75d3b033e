import { Box, CircularProgress, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { EMPTY_GLOBAL_ITEM_FORM, formValuesOf } from '../../../domain/globalItemPayload.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';
import { GlobalItemForm } from './GlobalItemForm.tsx';
import { LinkedStoreItemsPanel } from './LinkedStoreItemsPanel.tsx';
import { LinkedStoresPanel } from './LinkedStoresPanel.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Which item the dialog shows: a new one, or a stored one by id. */
export type GlobalItemDialogMode = { mode: 'new' } | { mode: 'edit'; id: number };

interface GlobalItemDialogProps {
  target: GlobalItemDialogMode;
  /** the company of the list (GET ?company_id, and the company of a new item) */
  companyId: number | null;
  /** the user may change items (lm_edit_store_inventory) */
  canEdit: boolean;
  /** merchants may not change the platform-wide items */
  isMerchant: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

type DialogTab = 'details' | 'linked_stores' | 'store_items';

const TITLE_ID = 'global-item-dialog-title';

/** The item edit screen (modes new and edit): details, and for a stored item its linked stores and store items. */
export const GlobalItemDialog = ({ target, companyId, canEdit, isMerchant, onClose, onDone }: GlobalItemDialogProps) => {
  const translate = useLsmTranslate();
  const [tab, setTab] = useState<DialogTab>('details');
  const id = target.mode === 'edit' ? target.id : 0;
  const { data: item, isPending } = useGetOne<GlobalItem>(
    'items',
    { id, meta: { companyId } },
    {
      enabled: target.mode === 'edit',
      retry: retryNetworkFailure,
      onError: (error) => {
        alertFailure('unable_to_fetch_data', error);
        onClose();
      },
    },
  );
  const stored = target.mode === 'edit' ? (item ?? null) : null;
  const readOnly = !canEdit || (isMerchant && stored?.company_id === null);

  return (
    <FormDialog onClose={onClose} maxWidth="md" fullWidth aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>
        {target.mode === 'new' ? translate('lsm.globalItems.form.create_title') : (stored?.name ?? translate('lsm.globalItems.form.edit_title'))}
      </DialogTitle>
      {target.mode === 'edit' && (
        <Tabs value={tab} onChange={(_event, next: DialogTab) => setTab(next)} sx={{ px: 3 }}>
          <Tab value="details" label={translate('lsm.globalItems.form.details')} />
          <Tab value="linked_stores" label={translate('lsm.globalItems.form.linked_stores')} disabled={stored === null} />
          <Tab value="store_items" label={translate('lsm.globalItems.form.store_items')} disabled={stored === null} />
        </Tabs>
      )}
      {target.mode === 'edit' && isPending ? (
        <DialogContent dividers>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('lsm.globalItems.list.loading')} />
          </Box>
        </DialogContent>
      ) : tab === 'details' || stored === null ? (
        <GlobalItemForm
          key={stored?.updated_at ?? 'new'}
          item={stored}
          initial={stored ? formValuesOf(stored) : EMPTY_GLOBAL_ITEM_FORM}
          companyId={companyId}
          readOnly={target.mode === 'new' ? !canEdit : readOnly}
          onClose={onClose}
          onDone={onDone}
        />
      ) : (
        <DialogContent dividers sx={{ minHeight: 320 }}>
          {tab === 'linked_stores' ? (
            <LinkedStoresPanel itemId={stored.id} canEdit={canEdit} onDone={onDone} />
          ) : (
            <LinkedStoreItemsPanel itemId={stored.id} />
          )}
        </DialogContent>
      )}
    </FormDialog>
  );
};
