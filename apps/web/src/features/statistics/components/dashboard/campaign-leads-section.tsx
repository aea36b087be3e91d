import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardInterval } from '@vanbid/contract';
import { buildRecordsFilter, type DateRange, DEFAULT_RECORDS_SORT } from '@vanbid/domain';
import { errorMessage } from '../../../../lib/api-error';
import { useDashboard } from '../../api/dashboard';
import { useRecords } from '../../api/records';
import { KpiCards } from './kpi-cards';
import { LatestRecords } from './latest-records';

interface CampaignLeadsSectionProps {
  campaignId: number;
  range: DateRange;
  interval: DashboardInterval;
  timezone: string;
}

/** The campaign's leads over the period: the branded dashboard shows them beside its branded calls. */
export function CampaignLeadsSection({ campaignId, range, interval, timezone }: CampaignLeadsSectionProps) {
  const dashboard = useDashboard({ type: 'leads', campaignId, range, interval, timezone });
  const latest = useRecords({
    type: 'leads',
    rules: buildRecordsFilter({ from: range.from, to: range.to, campaignIds: [campaignId] }),
    sort: DEFAULT_RECORDS_SORT,
    size: 10,
    page: 1,
    cursor: null,
    timezone,
  });
  return (
    <Box component="section" aria-labelledby="campaign-leads" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="campaign-leads" variant="h5" component="h2">
        Leads
      </Typography>
      {dashboard.error ? <Alert severity="error">{errorMessage(dashboard.error)}</Alert> : null}
      {dashboard.data ? (
        <KpiCards kpis={dashboard.data.kpis} noun="leads" label="Key figures of the leads" />
      ) : null}
      <LatestRecords
        type="leads"
        records={latest.data?.records ?? []}
        isLoading={latest.isFetching}
        noun="leads"
      />
    </Box>
  );
}
