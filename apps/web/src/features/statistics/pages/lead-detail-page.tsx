import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useLeadDetail } from '../api/record-details';
import { DetailState } from '../components/detail/detail-state';
import { LeadDetailView } from '../components/detail/lead-detail-view';
import { RecordDetailFrame } from '../components/detail/record-detail-frame';

/** `/leads/:id`: one lead, the link a delivery e-mail or text carries (docs/product.md §5, "Lead and call detail"). */
export function LeadDetailPage({
  renderDeliveryRecord,
  renderActions,
}: {
  /** The lead's delivery record, from the lead delivery feature (composed by the route). */
  renderDeliveryRecord?: (leadId: number) => ReactNode;
  /** Beside the lead's title: the Return button of the returns feature (composed by the route). */
  renderActions?: (leadId: number) => ReactNode;
}) {
  const raw = useParams().id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const { zone } = useTimeZone();
  const lead = useLeadDetail(id);
  const data = lead.data;
  return (
    <RecordDetailFrame
      kind="lead"
      title={data ? `${data.contact.first_name} ${data.contact.last_name}` : 'Lead'}
      subtitle={data ? `Lead #${data.id} · ${data.campaign_name}` : undefined}
      actions={data ? renderActions?.(data.id) : undefined}
    >
      {data ? (
        <LeadDetailView lead={data} zone={zone} deliveryRecord={renderDeliveryRecord?.(data.id)} />
      ) : (
        <DetailState noun="lead" isBadId={id === 0} error={lead.error} onRetry={() => void lead.refetch()} />
      )}
    </RecordDetailFrame>
  );
}
