import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DashboardData } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';

const money = (dollars: number) => formatUsd(toCents(dollars));

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent>
        <Typography color="text.secondary" variant="body2" component="h2">
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          // Phones: two cards a row, so "$12,345.67" must fit half of 375 px, never cut off.
          sx={{ mt: 0.5, fontSize: { xs: '1.35rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
        >
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Count, spend, average payout of the charged records and share of zero-payout records of the period. */
export function KpiCards({
  kpis,
  noun,
  label = 'Key figures',
}: {
  kpis: DashboardData['kpis'];
  noun: string;
  label?: string;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Kpi label={noun[0]!.toUpperCase() + noun.slice(1)} value={kpis.count.toLocaleString('en-US')} />
      <Kpi label="Spend" value={money(kpis.spend)} />
      <Kpi label={`Average per charged ${noun.replace(/s$/, '')}`} value={money(kpis.average_payout)} />
      <Kpi label="Zero payout" value={`${(kpis.zero_payout_share * 100).toFixed(1)}%`} />
    </Box>
  );
}
