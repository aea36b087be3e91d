import Typography from '@mui/material/Typography';
import type { SpendOverview } from '../../api/spend-overview';
import { formatDollars } from '../../lib/format';

const GROUP_LABELS = { calls: 'Calls', leads: 'Leads', branded: 'Branded calls' } as const;

/** "Calls $120.00 · Leads $80.00 · Branded calls $0.00 this week". */
export function GroupSpendLine({ groups }: { groups: SpendOverview['groups'] }) {
  const parts = groups.map((group) => `${GROUP_LABELS[group.group]} ${formatDollars(group.week.spent)}`);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="spend-groups">
      This week: {parts.join(' · ')}
    </Typography>
  );
}
