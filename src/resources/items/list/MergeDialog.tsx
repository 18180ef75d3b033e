import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MergeDialogProps {
  certified: GlobalItem;
  merged: readonly GlobalItem[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/** POST .../merge-with-certified-item: the other selected items merge into the one certified item. */
export const MergeDialog = ({ certified, merged, onClose, onDone }: MergeDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const merge = useMutation({
    mutationFn: () => dataProvider.mergeGlobalItems(merged.map((item) => item.id), certified.id),
    onSuccess: async (answer) => {
      onDone(
        `${translate('lsm.globalItems.merge.done', { smart_count: answer.merged })}, ${translate('lsm.globalItems.merge.relinked', { smart_count: answer.relinked_store_items })}`,
      );
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['items'] });
    },
    onError: (error) => alertFailure('unable_to_update_data', error),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-items-title" maxWidth="sm" fullWidth>
      <DialogTitle id="merge-items-title">{translate('lsm.globalItems.merge.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('lsm.globalItems.merge.certified', { name: certified.name })}</DialogContentText>
        <DialogContentText>{translate('lsm.globalItems.merge.explanation', { smart_count: merged.length })}</DialogContentText>
        <List dense>
          {merged.map((item) => (
            <ListItem key={item.id}>
              <ListItemText primary={item.name} secondary={item.upc ?? undefined} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('lsm.globalItems.bulk.cancel')}</Button>
        <Button variant="contained" disabled={merge.isPending} onClick={() => merge.mutate()}>
          {translate('lsm.globalItems.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
