import type { ReactNode } from 'react';
import { CampaignDashboard, type DashboardScope } from '../components/dashboard/campaign-dashboard';

/** `/leads-dashboard/:campaignId` (docs/product.md §2). */
export function LeadsDashboardPage({
  renderReturns,
}: {
  /** The campaign's returns of the period (the returns feature, composed by the route). */
  renderReturns?: (scope: DashboardScope) => ReactNode;
}) {
  return (
    <CampaignDashboard type="leads" title="Lead statistics" noun="leads" renderReturns={renderReturns} />
  );
}
