import { BrandedAs } from '../components/branded-as';
import { CampaignDashboard } from '../components/dashboard/campaign-dashboard';

/** `/branded-dashboard/:campaignId` (docs/product.md §2): the campaign's branded calls and its leads. */
export function BrandedDashboardPage() {
  return (
    <CampaignDashboard
      type="branded"
      title="Branded calls"
      noun="branded calls"
      withLeads
      notice={<BrandedAs />}
    />
  );
}
