import { CampaignDashboard } from '../components/dashboard/campaign-dashboard';

/** `/calls-dashboard/:campaignId` (docs/product.md §2). */
export function CallsDashboardPage() {
  return <CampaignDashboard type="calls" title="Call statistics" noun="calls" />;
}
