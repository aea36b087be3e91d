import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { describeRunway } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { CapPaceList } from '../../../../components/cap-pace-list';
import { shortfallSentence } from '../../../../components/wallet-shortfall';
import { paths } from '../../../../config/paths';
import { useTimeZone } from '../../../../hooks/use-time-zone';
import { useWalletShortfall } from '../../../../lib/api/wallet';
import { errorMessage } from '../../../../lib/api-error';
import { type SpendOverview, useSpendOverview } from '../../api/spend-overview';
import { formatDollars } from '../../lib/format';
import { CampaignSpendList } from './campaign-spend-list';
import { GroupSpendLine } from './group-spend-line';

const PERIODS = [
  { key: 'today', label: 'Today' },
  { key: 'week', label: 'This week' },
  { key: 'month', label: 'This month' },
] as const;

function PeriodTotals({ total }: { total: SpendOverview['total'] }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {PERIODS.map(({ key, label }) => (
        <Box key={key} data-testid={`spend-${key}`}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {label}
          </Typography>
          <Typography
            sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.5rem' }, whiteSpace: 'nowrap' }}
          >
            {formatDollars(total[key].spent)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {total[key].purchases.toLocaleString('en-US')} bought
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The wallet and how long it lasts; when the wallet stops sales (empty, or too low for the next
 * purchase) it says so here, the one place the campaigns page announces it.
 */
function Runway({ overview }: { overview: SpendOverview }) {
  const shortfall = useWalletShortfall();
  const isEmpty = overview.runway.kind === 'empty';
  const isShort = overview.runway.kind === 'days' && overview.runway.days < 3;
  const sentence = shortfall
    ? shortfallSentence(shortfall, 'calls or leads')
    : describeRunway(overview.runway);
  return (
    <Alert
      severity={shortfall || isEmpty || isShort ? 'warning' : 'info'}
      data-testid="spend-runway"
      action={
        <Button
          component={RouterLink}
          to={paths.wallet.build()}
          color="inherit"
          size="small"
          sx={{ fontWeight: 700 }}
        >
          Add funds
        </Button>
      }
    >
      Wallet {formatDollars(overview.balance)}. {sentence}
    </Alert>
  );
}

/**
 * The spend overview at the top of the campaigns page, where an owner lands after signing in:
 * spent today, this week and this month across calls, leads and branded, per campaign, and how
 * long the wallet lasts at this week's pace (issue #17).
 */
export function SpendOverviewCard() {
  const overview = useSpendOverview();
  const { label, zone } = useTimeZone();
  return (
    <Card component="section" aria-labelledby="spend-overview-title">
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="spend-overview-title" variant="h2">
            Spend
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="spend-zone">
            Days in {label} time, like the logs
          </Typography>
        </Box>
        {overview.isPending ? (
          <Skeleton
            variant="rounded"
            role="progressbar"
            aria-label="Loading the spend"
            // About the loaded card's height, so that the campaigns below do not jump when it arrives.
            sx={{ height: { xs: 270, sm: 222 } }}
          />
        ) : null}
        {overview.isError ? <Alert severity="error">{errorMessage(overview.error)}</Alert> : null}
        {overview.data ? (
          <>
            <PeriodTotals total={overview.data.total} />
            <GroupSpendLine groups={overview.data.groups} />
            <Runway overview={overview.data} />
            <CapPaceList caps={overview.data.caps} zone={zone} />
            <CampaignSpendList campaigns={overview.data.campaigns} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
