import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button } from '@mui/material';
import { useState } from 'react';
import { lazyDialog } from '../../custom/lazy/lazyDialog.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const StoreHoursDialog = lazyDialog(() => import('./hours/StoreHoursDialog.tsx'), 'StoreHoursDialog', (props) => props.open);

/** "Edit store hours" (needs lm_view_store_hours): opens the store-hours modal, editable with lm_edit_store_hours. */
export const EditStoreHoursLink = ({ storeId, canEdit }: { storeId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<ScheduleIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {translate('lsm.sidebar.edit_store_hours')}
      </Button>
      <StoreHoursDialog storeId={storeId} open={open} canEdit={canEdit} onClose={() => setOpen(false)} />
    </>
  );
};
