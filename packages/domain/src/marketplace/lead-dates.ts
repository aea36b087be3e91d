import { madeOnFirstUse } from '../made-on-first-use';
import { EASTERN_TIME_ZONE } from '../time-zones';

/**
 * When a lead's move may be (docs/product.md §4, "The marketplace"): from the day before today
 * to about 18 months ahead, days counted on the marketplace's Eastern calendar. A move further
 * out, or long past, is a typing error or a made-up lead.
 */
export const MOVE_DATE_WINDOW = { daysBefore: 1, daysAhead: 548 } as const;

/**
 * When a lead's consent may have been captured: not after now, give or take a publisher's clock
 * running a few minutes fast, and not longer ago than a lead is still worth selling.
 */
export const CONSENT_CAPTURE_WINDOW = { clockSkewMinutes: 5, maxAgeDays: 90 } as const;

const DAY_MS = 86_400_000;
const easternDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EASTERN_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** `YYYY-MM-DD` of the Eastern day `days` after the one `now` falls on. */
function easternDayFrom(now: Date, days: number): string {
  const today = easternDate().format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a move date (`YYYY-MM-DD`), in words for the sender; null when it is in the window. */
export function moveDateProblem(date: string, now: Date = new Date()): string | null {
  const earliest = easternDayFrom(now, -MOVE_DATE_WINDOW.daysBefore);
  const latest = easternDayFrom(now, MOVE_DATE_WINDOW.daysAhead);
  if (date < earliest) return `A move date from ${earliest} on`;
  if (date > latest) return `A move date up to ${latest} (about 18 months ahead)`;
  return null;
}

/** What is wrong with the moment consent was captured (ISO 8601), in words; null when it is plausible. */
export function consentCapturedProblem(capturedAt: string, now: Date = new Date()): string | null {
  const at = Date.parse(capturedAt);
  if (Number.isNaN(at)) return 'An ISO 8601 date and time';
  if (at > now.getTime() + CONSENT_CAPTURE_WINDOW.clockSkewMinutes * 60_000)
    return 'Consent cannot have been captured in the future';
  if (at < now.getTime() - CONSENT_CAPTURE_WINDOW.maxAgeDays * DAY_MS)
    return `Consent captured more than ${CONSENT_CAPTURE_WINDOW.maxAgeDays} days ago is too old`;
  return null;
}
