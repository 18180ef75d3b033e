import { Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { HoursEditor } from './HoursEditor.tsx';
import { HoursReadOnly } from './HoursReadOnly.tsx';
import { useStoreHours } from './useStoreHours.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/storePage.ts';

interface StoreHoursDialogProps {
  storeId: number;
  open: boolean;
  /** lm_edit_store_hours: without it the week is shown read-only */
  canEdit: boolean;
  onClose(): void;
}

/** The store-hours modal of the store sidebar (spec 000 §2): the week in the store's time zone; closing the editor with unsaved changes asks first. */
export const StoreHoursDialog = ({ storeId, open, canEdit, onClose }: StoreHoursDialogProps) => {
  const translate = useLsmTranslate();
  const { data, isPending } = useStoreHours(storeId, open);
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="store-hours-title">
      <DialogTitle id="store-hours-title">
        {translate('lsm.storePage.hours.title')}
        {data && (
          <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
            {translate('lsm.storePage.hours.time_zone', { timeZone: data.timezone })}
          </Typography>
        )}
      </DialogTitle>
      {data ? (
        canEdit ? (
          <HoursEditor storeId={storeId} hours={data} onClose={onClose} />
        ) : (
          <>
            <HoursReadOnly rows={data.hours} />
            <DialogActions>
              <Button onClick={onClose}>{translate('lsm.storePage.hours.close')}</Button>
            </DialogActions>
          </>
        )
      ) : (
        <>
          <DialogContent>
            {isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
                <CircularProgress aria-label={translate('lsm.storePage.hours.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('lsm.storePage.hours.close')}</Button>
          </DialogActions>
        </>
      )}
    </FormDialog>
  );
};
