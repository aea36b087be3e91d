// The pace of a weekly or monthly budget cap: what the campaign spent of it so far and where it
// is headed by the period's end. The period is the engine's: the Eastern week (from Monday) and
// the Eastern month, whatever zone the user reads the rest of the page in (docs/product.md §4).
import { capPaceText } from './campaign-cap-status';
import { madeOnFirstUse } from './made-on-first-use';
import { formatUsd } from './money';
import { EASTERN_TIME_ZONE } from './time-zones';

export interface CapPace {
  period: 'week' | 'month';
  capCents: number;
  spentCents: number;
  /** Spent of the cap, 0–100. */
  percent: number;
  /** Spend at the period's end at the pace so far, whole dollars in cents; null in its first hours. */
  projectedCents: number | null;
  /** When the pace reaches the cap within the period: "Friday", "the 24th"; null otherwise. */
  reachesOn: string | null;
}

/** Too early to tell before this much of the period is over (a morning's leads are no pace). */
const MIN_ELAPSED_DAYS = 0.25;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const easternParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: EASTERN_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }),
);

/** Days of the Eastern week or month over at `now` (fractional), and the period's length in days. */
function elapsedOf(period: 'week' | 'month', now: Date) {
  const part: Record<string, number> = {};
  for (const { type, value } of easternParts().formatToParts(now)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = part;
  const ofDay = (hour * 60 + minute) / 1440;
  if (period === 'month')
    return { elapsed: day - 1 + ofDay, length: new Date(Date.UTC(year, month, 0)).getUTCDate() };
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return { elapsed: sinceMonday + ofDay, length: 7 };
}

const ordinal = (day: number) => {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `the ${day}${suffix}`;
};

/** The cap's pace at `now`: spent so far, projected at the period's end, and the day it is reached. */
export function computeCapPace(input: {
  period: 'week' | 'month';
  capCents: number;
  spentCents: number;
  now: Date;
}): CapPace {
  const { period, capCents, spentCents } = input;
  const { elapsed, length } = elapsedOf(period, input.now);
  const percent = Math.min(100, Math.round((spentCents / Math.max(capCents, 1)) * 100));
  const isTooEarly = elapsed < MIN_ELAPSED_DAYS;
  const projectedCents = isTooEarly ? null : Math.round((spentCents * length) / elapsed / 100) * 100;
  let reachesOn: string | null = null;
  if (projectedCents !== null && spentCents > 0 && spentCents < capCents && projectedCents >= capCents) {
    const dayOfPeriod = Math.max(1, Math.ceil((capCents * elapsed) / spentCents - 1e-9));
    reachesOn = period === 'week' ? WEEKDAY_NAMES[dayOfPeriod - 1]! : ordinal(dayOfPeriod);
  }
  return { period, capCents, spentCents, percent, projectedCents, reachesOn };
}

/** "$620 of $1,000 this week — on pace for $890", "— on pace to reach it on Friday", "— cap reached". */
export function capPaceSentence(pace: CapPace): string {
  const spent = capPaceText(pace.spentCents, pace.capCents, pace.period);
  if (pace.spentCents >= pace.capCents) return `${spent} — cap reached`;
  if (pace.reachesOn !== null) return `${spent} — on pace to reach it on ${pace.reachesOn}`;
  if (pace.projectedCents === null) return spent;
  return `${spent} — on pace for ${formatUsd(pace.projectedCents).replace(/\.00$/, '')}`;
}
