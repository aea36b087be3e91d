import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The way to Settings → Activity (shown to those who may read it). */
export function ActivityLinkCard() {
  return (
    <Card component="section" aria-labelledby="activity-title">
      <CardHeader
        title="Activity"
        subheader="Who changed what: campaigns and bids, money, the team. Vanbid support’s changes are marked."
        slotProps={{ title: { id: 'activity-title', component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to={paths.settingsActivity.build()} startIcon={<HistoryOutlined />}>
            View activity
          </Button>
        }
      />
    </Card>
  );
}
