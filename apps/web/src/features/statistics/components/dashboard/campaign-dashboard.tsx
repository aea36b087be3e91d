import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DASHBOARD_MAX_DAYS, type DashboardInterval, type StatisticsType } from '@vanbid/contract';
import { buildRecordsFilter, type DateRange, DEFAULT_RECORDS_SORT } from '@vanbid/domain';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { CapPaceList } from '../../../../components/cap-pace-list';
import { PageTitle } from '../../../../components/page-title';
import { AddFundsButton, shortfallSentence } from '../../../../components/wallet-shortfall';
import { usePeriod } from '../../../../hooks/use-period';
import { useTimeZone } from '../../../../hooks/use-time-zone';
import { useWalletShortfall } from '../../../../lib/api/wallet';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useDashboard } from '../../api/dashboard';
import { useRecords } from '../../api/records';
import { CampaignLeadsSection } from './campaign-leads-section';
import { KpiCards } from './kpi-cards';
import { LatestRecords } from './latest-records';
import { MissedOpportunities } from './missed-opportunities';
import { VolumeCharts } from './volume-charts';

const DAY_MS = 86_400_000;
const dayCount = (range: DateRange) =>
  Math.round(
    (Date.parse(range.to.replaceAll('/', '-')) - Date.parse(range.from.replaceAll('/', '-'))) / DAY_MS,
  ) + 1;

interface CampaignDashboardProps {
  type: StatisticsType;
  title: string;
  noun: string;
  /** The campaign's leads too, below (the branded dashboard: branded calls and leads). */
  withLeads?: boolean;
  /** Shown under the title (the branded dashboard: the company the calls are branded as). */
  notice?: ReactNode;
  /** The campaign's returns of the period (the returns feature, composed by the route). */
  renderReturns?: (scope: DashboardScope) => ReactNode;
}

/** The campaign and the days a dashboard shows. */
export interface DashboardScope {
  campaignId: number;
  range: DateRange;
  timezone: string;
}

/** One campaign's KPIs, charts and latest records over the header's period, in the chosen time zone. */
export function CampaignDashboard(props: CampaignDashboardProps) {
  const { type, title, noun, withLeads = false, notice, renderReturns } = props;
  const campaignId = Number(useParams().campaignId);
  const { range } = usePeriod();
  const { zone, label } = useTimeZone();
  const [chosen, setChosen] = useState<DashboardInterval | null>(null);
  const days = range ? dayCount(range) : 0;
  const interval: DashboardInterval =
    days > DASHBOARD_MAX_DAYS.hour ? 'day' : (chosen ?? (days <= 2 ? 'hour' : 'day'));
  const isValid =
    Number.isSafeInteger(campaignId) && campaignId > 0 && range !== null && days <= DASHBOARD_MAX_DAYS.day;
  const dashboard = useDashboard(
    isValid ? { type, campaignId, range: range!, interval, timezone: zone } : null,
  );
  const latest = useRecords(
    isValid
      ? {
          type,
          rules: buildRecordsFilter({ from: range!.from, to: range!.to, campaignIds: [campaignId] }),
          sort: DEFAULT_RECORDS_SORT,
          size: 10,
          page: 1,
          cursor: null,
          timezone: zone,
        }
      : null,
  );
  const isNotFound = dashboard.error instanceof ApiError && dashboard.error.status === 404;
  const data = dashboard.data;
  const walletShortfall = useWalletShortfall();
  // Branded calls are free: the wallet never stops them.
  const shortfall = type === 'branded' ? null : walletShortfall;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        subtitle={
          range ? `${range.from} – ${range.to} · ${label} time` : 'Choose the days in the period selector'
        }
      >
        {data ? `${title}: ${data.campaign.nickname}` : title}
      </PageTitle>
      {notice}
      {range && days > DASHBOARD_MAX_DAYS.day ? (
        <Alert severity="info">Choose at most {DASHBOARD_MAX_DAYS.day} days.</Alert>
      ) : null}
      {isNotFound ? (
        <Alert severity="warning">This campaign was not found in the selected company.</Alert>
      ) : null}
      {shortfall ? (
        <Alert severity="warning" action={<AddFundsButton />} data-testid="wallet-shortfall">
          {shortfallSentence(shortfall, noun)}
        </Alert>
      ) : null}
      {dashboard.error && !isNotFound ? (
        <Alert severity="error">{errorMessage(dashboard.error)}</Alert>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={interval}
        onChange={(_event, value: DashboardInterval | null) => value && setChosen(value)}
        aria-label="Show volume by"
      >
        <ToggleButton value="day">By day</ToggleButton>
        <ToggleButton value="hour" disabled={days > DASHBOARD_MAX_DAYS.hour}>
          By hour
        </ToggleButton>
      </ToggleButtonGroup>
      {data ? (
        <>
          <KpiCards kpis={data.kpis} noun={noun} />
          <CapPaceList caps={data.campaign.caps} zone={zone} />
          <VolumeCharts data={data} noun={noun} />
          <MissedOpportunities
            campaignId={campaignId}
            range={range!}
            days={days}
            timezone={zone}
            noun={noun}
          />
          {renderReturns?.({ campaignId, range: range!, timezone: zone })}
        </>
      ) : null}
      {isValid && !isNotFound ? (
        <LatestRecords
          type={type}
          records={latest.data?.records ?? []}
          isLoading={latest.isFetching}
          noun={noun}
        />
      ) : null}
      {withLeads && isValid && !isNotFound ? (
        <CampaignLeadsSection campaignId={campaignId} range={range!} interval={interval} timezone={zone} />
      ) : null}
    </Box>
  );
}
