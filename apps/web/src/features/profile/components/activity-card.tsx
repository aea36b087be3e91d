import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { ActivityList } from '../../../components/activity-list';
import { useOwnActivity } from '../api/activity';

/** What was done on the company's account and by whom; what Vanbid support did is marked. */
export function ActivityCard() {
  const activity = useOwnActivity();
  return (
    <Card component="section" aria-labelledby="activity-title" sx={{ mt: 2 }}>
      <CardHeader
        title="Account activity"
        subheader="Changes made on this company’s account, newest first."
        slotProps={{ title: { id: 'activity-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <ActivityList
          activity={activity}
          emptyText="Nothing has been changed yet."
          label="Account activity"
        />
      </CardContent>
    </Card>
  );
}
