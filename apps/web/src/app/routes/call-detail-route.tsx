import { ReturnButton } from '../../features/returns';
import { CallDetailPage } from '../../features/statistics/pages/call-detail-page';

/** `/calls/:id`: the call detail of the logs with the Return button in it. */
export function CallDetailRoute() {
  return <CallDetailPage renderActions={(callId) => <ReturnButton kind="call" id={callId} />} />;
}
