import { CampaignDashboard } from '../components/dashboard/campaign-dashboard';

/** `/leads-dashboard/:campaignId` (docs/product.md §2). */
export function LeadsDashboardPage() {
  return <CampaignDashboard type="leads" title="Lead statistics" noun="leads" />;
}
