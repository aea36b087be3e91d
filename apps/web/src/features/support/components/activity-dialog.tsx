import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SupportAccount } from '@vanbid/contract';
import { ActivityList } from '../../../components/activity-list';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useAccountActivity } from '../api/console';

/** An account's activity log, newest first, support's own actions marked. */
export function ActivityDialog({
  account,
  onClose,
}: {
  account: SupportAccount | null;
  onClose: () => void;
}) {
  const activity = useAccountActivity(account?.accountId ?? null);
  return (
    <Dialog open={account !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={useIsMobile()}>
      <DialogTitle>Activity of {account?.name}</DialogTitle>
      {/* Scrolls when the log is long: reachable by keyboard. */}
      <DialogContent dividers tabIndex={0} aria-label="Activity entries">
        <ActivityList activity={activity} emptyText="No activity recorded yet." label="Activity" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
