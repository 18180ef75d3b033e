import { Dialog } from '@mui/material';
import { useStoreValue } from '../state/useStoreValue.ts';
import { StoreSearchPanel } from './StoreSearchPanel.tsx';
import { closeStoreSearch, storeSearchOpenStore } from './storeSearchOpen.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The global store search palette; Escape or a click outside closes it, and it opens empty each time. */
export const StoreSearchDialog = () => {
  const translate = useLsmTranslate();
  const open = useStoreValue(storeSearchOpenStore);
  return (
    <Dialog
      open={open}
      onClose={closeStoreSearch}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { 'aria-label': translate('lsm.store_search.dialog_title'), sx: { mt: '12vh' } } }}
    >
      {open && <StoreSearchPanel onClose={closeStoreSearch} />}
    </Dialog>
  );
};
