import { CampaignDashboard } from '../components/dashboard/campaign-dashboard';

/** `/leads-dashboard/:campaignId` (spec §2, `{product}` = leads). */
export function LeadsDashboardPage() {
  return <CampaignDashboard type="leads" title="Lead statistics" noun="leads" />;
}
