// Campaigns that miss many of their calls (issue #28, finding 6): flagged on the card and the log.

/** The period missed calls are counted over: the logs' "Last 7 days" in the user's zone. */
export const MISSED_CALLS_PERIOD = 'Last 7 days';

/** Missed calls that are flagged whatever the share (a busy campaign missing 10 a week). */
export const MISSED_CALLS_FLAGGED_COUNT = 10;
/** A share of missed calls that is flagged from `MISSED_CALLS_FLAGGED_MINIMUM` missed on. */
export const MISSED_CALLS_FLAGGED_SHARE = 0.25;
export const MISSED_CALLS_FLAGGED_MINIMUM = 3;

export interface MissedCalls {
  /** Calls that rang the campaign in the period (missed included). */
  calls: number;
  /** Calls nobody answered (status `missed`). */
  missed: number;
}

/** Whether a campaign missed enough calls to be flagged: 10 or more, or a quarter (at least 3). */
export function hasManyMissedCalls({ calls, missed }: MissedCalls): boolean {
  if (missed >= MISSED_CALLS_FLAGGED_COUNT) return true;
  return missed >= MISSED_CALLS_FLAGGED_MINIMUM && missed >= calls * MISSED_CALLS_FLAGGED_SHARE;
}

/** "25 missed calls in the last 7 days (17% of 150)". */
export function missedCallsText({ calls, missed }: MissedCalls): string {
  const share = calls > 0 ? Math.round((missed / calls) * 100) : 0;
  return `${missed} missed call${missed === 1 ? '' : 's'} in the last 7 days (${share}% of ${calls})`;
}
