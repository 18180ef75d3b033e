import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Deletes an employee after confirmation (DELETE /user-service/delete_user/{id}). */
export const DeleteEmployeeButton = ({ id, name, onDeleted }: { id: number; name: string; onDeleted?: () => void }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataProvider.delete('employees', { id, previousData: { id } }),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      onDeleted?.();
    },
    onError: (error) => {
      setOpen(false);
      alertFailure('unable_to_delete_employee', error);
    },
  });
  const label = translate('lsm.employees.delete.button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={`${label} ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate('lsm.employees.delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('lsm.employees.delete.confirm', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('lsm.employees.delete.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {translate('lsm.employees.delete.confirm_button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
