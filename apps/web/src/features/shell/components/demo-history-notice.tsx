import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsDemoHistoryFilling } from '../api/demo-status';

/**
 * When it goes (the history is complete), every cached answer is refetched: the pages show it all.
 */
function DemoHistoryAlert() {
  const queryClient = useQueryClient();
  useEffect(() => () => void queryClient.invalidateQueries(), [queryClient]);
  return (
    <Alert severity="info" role="status">
      The demo history is still filling in: past calls, leads and payments appear over the next minute. The
      portal is ready to use meanwhile.
    </Alert>
  );
}

/**
 * On a first start of the demo, while its history of calls and leads is being filled in. Loaded
 * apart from the shell (`lazy`), which stays within its size budget.
 */
export default function DemoHistoryNotice() {
  return useIsDemoHistoryFilling() ? <DemoHistoryAlert /> : null;
}
