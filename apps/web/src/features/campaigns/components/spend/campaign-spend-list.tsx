import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SpendOverview } from '../../api/spend-overview';
import { formatDollars } from '../../lib/format';

/** The most a list shows before "and N more". */
const SHOWN = 10;

/** The busiest campaigns this week, each a link to its card on the campaigns page. */
export function CampaignSpendList({ campaigns }: { campaigns: SpendOverview['campaigns'] }) {
  if (campaigns.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No campaign bought anything this month.
      </Typography>
    );
  const shown = campaigns.slice(0, SHOWN);
  return (
    <Box component="details">
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 600 }}>
        Per campaign ({campaigns.length})
      </Typography>
      <Box component="table" sx={{ width: '100%', mt: 1, borderCollapse: 'collapse', fontSize: '0.875rem' }}>
        <thead>
          <tr>
            <Box component="th" sx={{ textAlign: 'left', py: 0.5 }}>
              Campaign
            </Box>
            <Box component="th" sx={{ textAlign: 'right' }}>
              Today
            </Box>
            <Box component="th" sx={{ textAlign: 'right', display: { xs: 'none', sm: 'table-cell' } }}>
              Week
            </Box>
            <Box component="th" sx={{ textAlign: 'right' }}>
              Month
            </Box>
          </tr>
        </thead>
        <tbody>
          {shown.map((campaign) => (
            <tr key={campaign.campaignId}>
              <Box component="td" sx={{ py: 0.5, pr: 1, overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={`?campaignId=${campaign.campaignId}`}
                  title={campaign.nickname}
                >
                  {campaign.nickname}
                </Link>
              </Box>
              <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatDollars(campaign.today.spent)}
              </Box>
              <Box
                component="td"
                sx={{ textAlign: 'right', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}
              >
                {formatDollars(campaign.week.spent)}
              </Box>
              <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap', pl: 1 }}>
                {formatDollars(campaign.month.spent)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {campaigns.length > SHOWN ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          and {campaigns.length - SHOWN} more
        </Typography>
      ) : null}
    </Box>
  );
}
