import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { hasManyMissedCalls, missedCallsText } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { missedCallsLogPath, useMissedCalls } from '../../../lib/api/missed-calls';

/**
 * Above the call log: the campaigns that missed many calls in the last 7 days, each with the way
 * to its missed calls. Nothing when none did.
 */
export function MissedCallsNotice() {
  const flagged = (useMissedCalls().data?.campaigns ?? []).filter(hasManyMissedCalls);
  if (flagged.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="missed-calls-notice">
      {flagged.map((campaign, index) => (
        <span key={campaign.campaignId}>
          {index > 0 ? ' · ' : null}
          <Link component={RouterLink} to={missedCallsLogPath(campaign.campaignId)} color="inherit">
            {campaign.nickname}
          </Link>
          : {missedCallsText(campaign)}
        </span>
      ))}
    </Alert>
  );
}
