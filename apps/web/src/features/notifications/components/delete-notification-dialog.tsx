import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Notification } from '@vanbid/contract';

/** Asks before a notification is deleted (it cannot be brought back). */
export function DeleteNotificationDialog({
  notification,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  notification: Notification | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (notification: Notification) => void;
}) {
  return (
    <Dialog open={notification !== null} onClose={onCancel} aria-labelledby="delete-notification-title">
      <DialogTitle id="delete-notification-title">Delete this notification?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{notification?.title}” will be removed from the list. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          loading={isDeleting}
          onClick={() => notification && onConfirm(notification)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
