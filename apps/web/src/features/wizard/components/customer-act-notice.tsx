import Alert from '@mui/material/Alert';
import { CUSTOMER_ACTS, guestSessionRefusal } from '@vanbid/domain';

/**
 * In place of a signature or the ID upload in a Vanbid support session (docs/product.md §9,
 * "Guest sessions"): why support cannot do this step, and that the customer does it.
 */
export function CustomerActNotice() {
  return (
    <Alert severity="info" data-testid="customer-act-notice">
      {guestSessionRefusal(CUSTOMER_ACTS)}
    </Alert>
  );
}
