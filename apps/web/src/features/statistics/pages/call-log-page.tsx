import { RecordsLog } from '../components/records-log';
import { CALL_LOG } from '../log-config';

/** `/call-log/:period?` (docs/product.md §2). */
export function CallLogPage() {
  return <RecordsLog config={CALL_LOG} />;
}
