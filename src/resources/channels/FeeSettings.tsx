import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FeePreviewTable } from './FeePreviewTable.tsx';

/**
 * The Fee settings tab: how fee rules price an item ("most specific wins") and the prices each linked
 * partner will receive, exactly as a push sends them.
 */
export const FeeSettings = ({ storeId }: { storeId: number }) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2">{translate('lsm.channels.fees.precedence')}</Typography>
        <Typography variant="body2">{translate('lsm.channels.fees.formula')}</Typography>
      </Alert>
      <Typography variant="h6" component="h3">
        {translate('lsm.channels.fees.preview_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lsm.channels.fees.preview_hint')}
      </Typography>
      <FeePreviewTable storeId={storeId} />
    </>
  );
};
