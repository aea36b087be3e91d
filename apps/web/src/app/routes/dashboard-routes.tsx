import { ReturnRates } from '../../features/returns';
import type { DashboardScope } from '../../features/statistics/components/dashboard/campaign-dashboard';
import { CallsDashboardPage } from '../../features/statistics/pages/calls-dashboard-page';
import { LeadsDashboardPage } from '../../features/statistics/pages/leads-dashboard-page';

/** The campaign's returns of the dashboard's period: its sales returned for a credit, per source. */
function campaignReturns(kind: 'lead' | 'call') {
  return ({ campaignId, range, timezone }: DashboardScope) => (
    <ReturnRates
      title="Returns"
      scope={{ campaign_id: campaignId, kind, from: range.from, to: range.to, timezone }}
    />
  );
}

/** `/calls-dashboard/:campaignId` with the returns of its calls. */
export function CallsDashboardRoute() {
  return <CallsDashboardPage renderReturns={campaignReturns('call')} />;
}

/** `/leads-dashboard/:campaignId` with the returns of its leads. */
export function LeadsDashboardRoute() {
  return <LeadsDashboardPage renderReturns={campaignReturns('lead')} />;
}
