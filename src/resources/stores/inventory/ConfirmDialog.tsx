import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a bulk or destructive action. */
export const ConfirmDialog = ({ open, message, busy, onConfirm, onCancel }: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="inventory-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="inventory-confirm-title">{translate('lsm.inventory.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('lsm.inventory.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} autoFocus>
          {translate('lsm.inventory.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
