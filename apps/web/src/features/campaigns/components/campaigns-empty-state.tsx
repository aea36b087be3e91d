import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * What the campaigns page shows when nothing is listed: an account without campaigns (the first
 * page after the setup) is offered its first one; otherwise the display hides them all.
 */
export function CampaignsEmptyState({ hasCampaigns, display }: { hasCampaigns: boolean; display: string }) {
  if (!hasCampaigns)
    return (
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography variant="h2">No campaigns yet</Typography>
          <Typography color="text.secondary">
            A campaign buys calls or leads for the kinds of moves and the area you choose, at the bid you set.
            You can pause it at any time.
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.campaignCreation.build()}
            startIcon={<AddOutlined />}
          >
            Create your first campaign
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardContent>
        <Typography>
          {display === 'recent'
            ? 'No campaign bought anything in the last 7 days.'
            : 'No campaign to show here.'}
        </Typography>
        <Button component={RouterLink} to={paths.campaigns.build('all')} sx={{ mt: 1 }}>
          Show all campaigns
        </Button>
      </CardContent>
    </Card>
  );
}
