import { BrandedAs } from '../components/branded-as';
import { RecordsLog } from '../components/records-log';
import { FREE_BRANDED_CALLS } from '../log-config';

/**
 * `/free-branded-calls`: the call log fixed to the last 30 days and branded type (docs/product.md §2),
 * under the company the calls are branded as.
 */
export function FreeBrandedCallsPage() {
  return <RecordsLog config={FREE_BRANDED_CALLS} notice={<BrandedAs />} />;
}
