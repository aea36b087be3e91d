import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogoutEverywhere } from '../api/sessions';

/**
 * Asks before every session of the user ends (other browsers, phones, a session someone else
 * may hold); once the server has ended them, `onSignedOut` signs this browser out too.
 */
export function SignOutEverywhereDialog({
  isOpen,
  onCancel,
  onSignedOut,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onSignedOut: () => void;
}) {
  const signOut = useLogoutEverywhere();
  return (
    <Dialog open={isOpen} onClose={onCancel} aria-labelledby="sign-out-everywhere-title">
      <DialogTitle id="sign-out-everywhere-title">Sign out everywhere?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Every session of your account ends: on other browsers and devices, and on this one. You will need to
          sign in again.
        </DialogContentText>
        {signOut.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {signOut.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}
        >
          Sign out everywhere
        </Button>
      </DialogActions>
    </Dialog>
  );
}
