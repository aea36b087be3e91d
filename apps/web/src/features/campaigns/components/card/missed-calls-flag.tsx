import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { hasManyMissedCalls, missedCallsText } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { missedCallsLogPath, useMissedCalls } from '../../../../lib/api/missed-calls';

/**
 * A warning on a call campaign's card when it missed many calls in the last 7 days (25 missed
 * went unflagged before), with the way to the missed calls in the log. Nothing otherwise.
 */
export function MissedCallsFlag({ campaignId }: { campaignId: number }) {
  const counts = useMissedCalls().data?.campaigns.find((item) => item.campaignId === campaignId);
  if (!counts || !hasManyMissedCalls(counts)) return null;
  return (
    <Alert severity="warning" data-testid="missed-calls-flag" sx={{ py: 0 }}>
      {missedCallsText(counts)}.{' '}
      <Link
        component={RouterLink}
        to={missedCallsLogPath(campaignId)}
        color="inherit"
        sx={{ fontWeight: 700 }}
      >
        See them in the call log
      </Link>
    </Alert>
  );
}
