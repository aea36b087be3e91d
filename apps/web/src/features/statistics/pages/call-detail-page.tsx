import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useCallDetail } from '../api/record-details';
import { CallDetailView } from '../components/detail/call-detail-view';
import { DetailState } from '../components/detail/detail-state';
import { RecordDetailFrame } from '../components/detail/record-detail-frame';

/** `/calls/:id`: one call (docs/product.md §5, "Lead and call detail"). */
export function CallDetailPage({
  renderActions,
}: {
  /** Beside the call's title: the Return button of the returns feature (composed by the route). */
  renderActions?: (callId: number) => ReactNode;
}) {
  const raw = useParams().id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const { zone } = useTimeZone();
  const call = useCallDetail(id);
  const data = call.data;
  return (
    <RecordDetailFrame
      kind="call"
      title={data ? (data.caller_name ?? data.caller_phone) : 'Call'}
      subtitle={data ? `Call #${data.id} · ${data.campaign_name}` : undefined}
      actions={data ? renderActions?.(data.id) : undefined}
    >
      {data ? (
        <CallDetailView call={data} zone={zone} />
      ) : (
        <DetailState noun="call" isBadId={id === 0} error={call.error} onRetry={() => void call.refetch()} />
      )}
    </RecordDetailFrame>
  );
}
