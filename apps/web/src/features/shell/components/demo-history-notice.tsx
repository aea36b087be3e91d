import Alert from '@mui/material/Alert';
import { useIsDemoHistoryFilling } from '../api/demo-status';

/** On a first start of the demo: its months of calls and leads are still being filled in. */
export function DemoHistoryNotice() {
  if (!useIsDemoHistoryFilling()) return null;
  return (
    <Alert severity="info" role="status">
      The demo history is still filling in: past calls, leads and payments appear over the next minute. The
      portal is ready to use meanwhile.
    </Alert>
  );
}
