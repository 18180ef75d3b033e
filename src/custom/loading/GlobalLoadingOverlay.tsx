import { Backdrop, CircularProgress } from '@mui/material';
import { useGlobalLoading } from './useGlobalLoading.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Full-area spinner shown while the global loading flag is set (spec 000 §2). */
export const GlobalLoadingOverlay = () => {
  const { isGlobalLoading } = useGlobalLoading();
  const translate = useLsmTranslate();
  if (!isGlobalLoading) return null;
  return (
    <Backdrop open aria-hidden={false} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label={translate('lsm.layout.loading')} />
    </Backdrop>
  );
};
