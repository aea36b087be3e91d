import { useMissedCalls } from '../../../lib/api/missed-calls';
import { MissedCallsNotice } from '../components/missed-calls-notice';
import { RecordsLog } from '../components/records-log';
import { CALL_LOG } from '../log-config';

/** `/call-log/:period?` (docs/product.md §2), with the campaigns that miss many calls flagged. */
export function CallLogPage() {
  const missed = useMissedCalls();
  // Known (or not asked for this role): the notice takes its place before the log below it.
  const isNoticeSettled = missed.status !== 'pending' || missed.fetchStatus === 'idle';
  return <RecordsLog config={CALL_LOG} notice={<MissedCallsNotice />} isNoticeSettled={isNoticeSettled} />;
}
