import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatWholeDollars } from '../lib/format';

interface LimitRaiseDialogProps {
  from: number;
  to: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Raise the daily limit to $1,791?": asked before a raise of more than half of the limit. */
export function LimitRaiseDialog({ from, to, onConfirm, onCancel }: LimitRaiseDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="limit-raise-title" aria-describedby="limit-raise-text">
      <DialogTitle id="limit-raise-title">Raise the daily limit to {formatWholeDollars(to)}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="limit-raise-text">
          The campaign could then spend up to {formatWholeDollars(to - from)} more a day than now (
          {formatWholeDollars(from)}), up to {formatWholeDollars(7 * to)} a week.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Keep {formatWholeDollars(from)}</Button>
        <Button variant="contained" onClick={onConfirm}>
          Raise to {formatWholeDollars(to)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
