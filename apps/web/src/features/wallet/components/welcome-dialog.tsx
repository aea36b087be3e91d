import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useWalletWelcome } from '../../../lib/api/user-meta';

/** Shown once per account: dismissing it is kept on the server (`walletWelcomeDismissed`). */
export function WelcomeDialog() {
  const welcome = useWalletWelcome();
  return (
    <Dialog open={welcome.isOpen} onClose={welcome.dismiss} aria-labelledby="wallet-welcome-title">
      <DialogTitle id="wallet-welcome-title">Welcome to your wallet</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your campaigns pay for calls and leads from this prepaid balance. Add funds from a saved card or
          bank account, cash out what you do not need, and turn on auto-recharge so that campaigns never stop.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={welcome.dismiss}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
