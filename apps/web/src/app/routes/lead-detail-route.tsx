import { LeadDeliveryRecord } from '../../features/lead-delivery';
import { ReturnButton } from '../../features/returns';
import { LeadDetailPage } from '../../features/statistics/pages/lead-detail-page';

/** `/leads/:id`: the lead detail of the logs with the delivery record and the Return button in it. */
export function LeadDetailRoute() {
  return (
    <LeadDetailPage
      renderDeliveryRecord={(leadId) => <LeadDeliveryRecord leadId={leadId} />}
      renderActions={(leadId) => <ReturnButton kind="lead" id={leadId} />}
    />
  );
}
