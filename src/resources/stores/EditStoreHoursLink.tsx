import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, Dialog, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** "Edit store hours" (needs lm_view_store_hours): opens the store-hours modal. */
export const EditStoreHoursLink = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<ScheduleIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {translate('lsm.sidebar.edit_store_hours')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('lsm.sidebar.store_hours_title')}</DialogTitle>
      </Dialog>
    </>
  );
};
