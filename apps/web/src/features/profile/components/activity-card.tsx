import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { friendlyInstant } from '@vanbid/domain';
import { PageLoader } from '../../../components/page-loader';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { useOwnActivity } from '../api/activity';

/** What was done on the company's account and by whom; what Vanbid support did is marked. */
export function ActivityCard() {
  const activity = useOwnActivity(true);
  const { zone } = useTimeZone();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card component="section" aria-labelledby="activity-title" sx={{ mt: 2 }}>
      <CardHeader
        title="Account activity"
        subheader="Changes made on this company’s account, newest first."
        slotProps={{ title: { id: 'activity-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {activity.isPending ? <PageLoader /> : null}
        {activity.isError ? <Alert severity="error">{errorMessage(activity.error)}</Alert> : null}
        {activity.isSuccess && entries.length === 0 ? (
          <Typography color="text.secondary">Nothing has been changed yet.</Typography>
        ) : null}
        <List dense disablePadding aria-labelledby="activity-title">
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
      </CardContent>
    </Card>
  );
}
