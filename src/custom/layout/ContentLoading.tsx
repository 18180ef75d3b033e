import { Box, CircularProgress } from '@mui/material';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Shown in place of a page or tab while its code loads. */
export const ContentLoading = () => {
  const translate = useLsmTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', flexGrow: 1, p: 4 }}>
      <CircularProgress aria-label={translate('lsm.layout.loading')} size={32} />
    </Box>
  );
};
