import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CapSpend } from '@vanbid/contract';
import { capPaceSentence, computeCapPace, EASTERN_TIME_ZONE, toCents } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';

const CAP_NAMES = { week: 'Weekly cap', month: 'Monthly cap' } as const;

/** One cap: whose, how much of it is spent, where the pace leads, and a bar. */
function CapPaceRow({ cap, now }: { cap: CapSpend; now: Date }) {
  const pace = computeCapPace({
    period: cap.period,
    capCents: toCents(cap.cap),
    spentCents: toCents(cap.spent),
    now,
  });
  const isNear = pace.percent >= 90 || pace.reachesOn !== null;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="cap-pace">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={`${paths.campaigns.build()}?campaignId=${cap.campaignId}`}
          sx={{ fontWeight: 600 }}
        >
          {cap.nickname}
        </Link>{' '}
        · {CAP_NAMES[cap.period]}: {capPaceSentence(pace)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={pace.percent}
        color={isNear ? 'warning' : 'primary'}
        aria-label={`${cap.nickname}: spent of its ${CAP_NAMES[cap.period].toLowerCase()}`}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

/**
 * The pace of weekly and monthly caps ("$620 of $1,000 this week — on pace for $890"), on the
 * Spend card and a campaign's dashboard. Caps run on Eastern weeks and months, as the engine
 * counts them; the list says so in another zone.
 */
export function CapPaceList({ caps, zone }: { caps: readonly CapSpend[]; zone: string }) {
  if (caps.length === 0) return null;
  const now = new Date();
  return (
    <Box component="section" aria-labelledby="cap-pace-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="cap-pace-title" variant="body2" component="h3" sx={{ fontWeight: 600 }}>
        Budget caps{zone === EASTERN_TIME_ZONE ? '' : ' (Eastern weeks and months, as the caps run)'}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
        {caps.map((cap) => (
          <CapPaceRow key={`${cap.campaignId} ${cap.period}`} cap={cap} now={now} />
        ))}
      </Box>
    </Box>
  );
}
