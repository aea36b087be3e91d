import { MissedCallsNotice } from '../components/missed-calls-notice';
import { RecordsLog } from '../components/records-log';
import { CALL_LOG } from '../log-config';

/** `/call-log/:period?` (docs/product.md §2), with the campaigns that miss many calls flagged. */
export function CallLogPage() {
  return <RecordsLog config={CALL_LOG} notice={<MissedCallsNotice />} />;
}
