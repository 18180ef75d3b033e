import { Backdrop, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGlobalLoading } from './useGlobalLoading.ts';

/** Full-area spinner shown while the global loading flag is set (spec 000 §2). */
export const GlobalLoadingOverlay = () => {
  const { isGlobalLoading } = useGlobalLoading();
  const translate = useTranslate();
  if (!isGlobalLoading) return null;
  return (
    <Backdrop open aria-hidden={false} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label={translate('lsm.layout.loading')} />
    </Backdrop>
  );
};
