import type { ReactNode } from 'react';
import { CampaignDashboard, type DashboardScope } from '../components/dashboard/campaign-dashboard';

/** `/calls-dashboard/:campaignId` (docs/product.md §2). */
export function CallsDashboardPage({
  renderReturns,
}: {
  /** The campaign's returns of the period (the returns feature, composed by the route). */
  renderReturns?: (scope: DashboardScope) => ReactNode;
}) {
  return (
    <CampaignDashboard type="calls" title="Call statistics" noun="calls" renderReturns={renderReturns} />
  );
}
