import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SpendOverview } from '../../api/spend-overview';
import { formatDollars } from '../../lib/format';

/** The most a list shows before "and N more". */
const SHOWN = 10;

/**
 * The table's look, set once on the table (cells are plain elements): a styled element per cell
 * costs the landing page's main thread for a table that is closed at first.
 */
const TABLE_STYLE = {
  width: '100%',
  mt: 1,
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  '& th': { textAlign: 'right', py: 0.5 },
  '& th:first-of-type': { textAlign: 'left' },
  '& td': { textAlign: 'right', whiteSpace: 'nowrap', py: 0.5 },
  '& td:first-of-type': { textAlign: 'left', whiteSpace: 'normal', pr: 1, overflowWrap: 'anywhere' },
  '& td:last-of-type': { pl: 1 },
  '& .week': { display: { xs: 'none', sm: 'table-cell' } },
} as const;

function SpendTable({ campaigns }: { campaigns: SpendOverview['campaigns'] }) {
  return (
    <Box component="table" sx={TABLE_STYLE}>
      <thead>
        <tr>
          <th>Campaign</th>
          <th>Today</th>
          <th className="week">Week</th>
          <th>Month</th>
        </tr>
      </thead>
      <tbody>
        {campaigns.slice(0, SHOWN).map((campaign) => (
          <tr key={campaign.campaignId}>
            <td>
              <Link
                component={RouterLink}
                to={`?campaignId=${campaign.campaignId}`}
                title={campaign.nickname}
              >
                {campaign.nickname}
              </Link>
            </td>
            <td>{formatDollars(campaign.today.spent)}</td>
            <td className="week">{formatDollars(campaign.week.spent)}</td>
            <td>{formatDollars(campaign.month.spent)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * The busiest campaigns this week, each a link to its card on the campaigns page; closed at first,
 * its table is only built once opened.
 */
export function CampaignSpendList({ campaigns }: { campaigns: SpendOverview['campaigns'] }) {
  const [isOpen, setOpen] = useState(false);
  if (campaigns.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No campaign bought anything this month.
      </Typography>
    );
  return (
    <Box component="details" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 600 }}>
        Per campaign ({campaigns.length})
      </Typography>
      {isOpen ? <SpendTable campaigns={campaigns} /> : null}
      {isOpen && campaigns.length > SHOWN ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          and {campaigns.length - SHOWN} more
        </Typography>
      ) : null}
    </Box>
  );
}
