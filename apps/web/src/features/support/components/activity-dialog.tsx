import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SupportAccount } from '@vanbid/contract';
import { friendlyInstant } from '@vanbid/domain';
import { PageLoader } from '../../../components/page-loader';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
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
  const { zone } = useTimeZone();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Dialog open={account !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={useIsMobile()}>
      <DialogTitle>Activity of {account?.name}</DialogTitle>
      {/* Scrolls when the log is long: reachable by keyboard. */}
      <DialogContent dividers tabIndex={0} aria-label="Activity entries">
        {activity.isPending ? <PageLoader /> : null}
        {activity.isError ? <Alert severity="error">{errorMessage(activity.error)}</Alert> : null}
        {activity.isSuccess && entries.length === 0 ? (
          <Typography color="text.secondary">No activity recorded yet.</Typography>
        ) : null}
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry._id} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <ListItemText
                primary={entry.event}
                secondary={`${friendlyInstant(entry.time, zone)} · ${entry.who}`}
              />
              {entry.bySupport ? <Chip size="small" color="warning" label="Support" /> : null}
            </ListItem>
          ))}
        </List>
        {activity.hasNextPage ? (
          <Button onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
            Show older
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
