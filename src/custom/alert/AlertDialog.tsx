import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { endLocalSession } from '../../providers/endSession.ts';
import { LOGIN_PATH } from '../../providers/sessionConstants.ts';
import { pageReload } from './reloadPage.ts';
import { useAlert } from './useAlert.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

export interface AlertDialogProps {
  /** resets the rest of the app state (query cache, UI store) when the alert ends the session */
  onSessionCleared: () => void;
}

/** The modal alert of spec 000 §2: centred, heading, message, OK and a close control. */
export const AlertDialog = ({ onSessionCleared }: AlertDialogProps) => {
  const translate = useLsmTranslate();
  const navigate = useNavigate();
  const { alert, hideAlert } = useAlert();

  const close = () => {
    const endsSession = alert.clearLocalStorage;
    if (endsSession) {
      endLocalSession();
      onSessionCleared();
    }
    hideAlert();
    if (endsSession) navigate(LOGIN_PATH, { replace: true });
  };

  const message = alert.message && ('key' in alert.message ? translate(alert.message.key) : alert.message.text);

  return (
    <Dialog
      open={alert.show}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && alert.disableBackdropDismiss) return;
        close();
      }}
      aria-labelledby="lsm-alert-heading"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="lsm-alert-heading" sx={{ pr: 6 }}>
        {alert.heading && translate(alert.heading)}
      </DialogTitle>
      <IconButton aria-label={translate('lsm.alert.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {alert.offerReload && (
          // The page reads every record afresh; the edit made on the old copy has to be made again.
          <Button onClick={() => pageReload.reload()}>{translate('lsm.alert.reload_latest')}</Button>
        )}
        <Button variant="contained" onClick={close} autoFocus>
          {translate('lsm.alert.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
