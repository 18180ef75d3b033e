import { Box, Typography } from '@mui/material';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Shown full page while the session is being restored (spec 000 §2). */
export const PleaseWait = () => {
  const translate = useLsmTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography role="status">{translate('lsm.app.please_wait')}</Typography>
    </Box>
  );
};
