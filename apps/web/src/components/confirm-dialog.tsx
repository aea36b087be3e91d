import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { errorMessage } from '../lib/api-error';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What happens, in a sentence. */
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  isWorking?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; the action's failure shows in place. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  isWorking = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isWorking}>
          {isWorking ? 'Working…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
