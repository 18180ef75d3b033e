import { Alert, Snackbar } from '@mui/material';

/** The outcome of an action (how many items it applied to, a file exported...), for a few seconds. */
export const ResultMessage = ({ message, onClose }: { message: string | null; onClose: () => void }) => (
  <Snackbar open={message !== null} autoHideDuration={6000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
    <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
      {message}
    </Alert>
  </Snackbar>
);
