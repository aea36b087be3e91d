import { LeadDeliveryRecord } from '../../features/lead-delivery';
import { LeadDetailPage } from '../../features/statistics/pages/lead-detail-page';

/** `/leads/:id`: the lead detail of the logs with the delivery record of lead delivery in it. */
export function LeadDetailRoute() {
  return <LeadDetailPage renderDeliveryRecord={(leadId) => <LeadDeliveryRecord leadId={leadId} />} />;
}
