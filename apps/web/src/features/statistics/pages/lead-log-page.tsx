import { RecordsLog } from '../components/records-log';
import { LEAD_LOG } from '../log-config';

/** `/lead-log/:period?` (docs/product.md §2). */
export function LeadLogPage() {
  return <RecordsLog config={LEAD_LOG} />;
}
