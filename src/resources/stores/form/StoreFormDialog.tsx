import { DialogContent, DialogTitle } from '@mui/material';
import type { Store } from '../../../contract/stores.ts';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { StoreForm } from './StoreForm.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/companies.ts';

interface StoreFormDialogProps {
  open: boolean;
  companyId: number;
  onClose: () => void;
  onSaved?: (store: Store) => void;
}

/** "Create store" in a dialog. */
export const StoreFormDialog = ({ open, companyId, onClose, onSaved }: StoreFormDialogProps) => {
  const translate = useLsmTranslate();
  const titleId = 'store-form-title';
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('lsm.companies.store_form.create_title')}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <StoreForm
            companyId={companyId}
            store={null}
            onSaved={(store) => {
              onSaved?.(store);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </FormDialog>
  );
};
