import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ActivityEntry } from '@vanbid/contract';
import { friendlyInstant } from '@vanbid/domain';
import { useTimeZone } from '../hooks/use-time-zone';
import { errorMessage } from '../lib/api-error';
import { PageLoader } from './page-loader';

type ActivityPages = InfiniteData<{ entries: ActivityEntry[]; next_cursor: number | null }>;

/** An activity log, newest first, a page at a time; what Vanbid support did is marked. */
export function ActivityList({
  activity,
  emptyText,
  label,
}: {
  activity: UseInfiniteQueryResult<ActivityPages>;
  emptyText: string;
  label: string;
}) {
  const { zone } = useTimeZone();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      {activity.isPending ? <PageLoader /> : null}
      {activity.isError ? <Alert severity="error">{errorMessage(activity.error)}</Alert> : null}
      {activity.isSuccess && entries.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : null}
      <List dense disablePadding aria-label={label}>
        {entries.map((entry) => (
          <ListItem key={entry._id} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <ListItemText
              primary={entry.event}
              secondary={`${friendlyInstant(entry.time, zone)} · ${entry.who}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            {entry.bySupport ? <Chip size="small" color="warning" label="Vanbid support" /> : null}
          </ListItem>
        ))}
      </List>
      {activity.hasNextPage ? (
        <Button onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
          {activity.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </>
  );
}
