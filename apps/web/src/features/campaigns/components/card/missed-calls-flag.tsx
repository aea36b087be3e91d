import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { hasManyMissedCalls, MISSED_CALLS_PERIOD, missedCallsText } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useMissedCalls } from '../../api/missed-calls';

/** The call log of one campaign's missed calls over the flag's period (`/call-log/last-7-days?…`). */
export function missedCallsLogPath(campaignId: number): string {
  const period = MISSED_CALLS_PERIOD.toLowerCase().replaceAll(' ', '-');
  const search = new URLSearchParams({ campaigns: String(campaignId), 'f.status': 'missed' });
  return `${paths.callLog.build(period)}?${search}`;
}

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
