// The wallet's runway on the spend overview: "funds last about N days at this week's pace".

export interface RunwayInput {
  balanceCents: number;
  /** Charged this week (Monday to now, Eastern). */
  weekSpentCents: number;
  /** Days of this week so far, today counted as one (Monday → 1, Sunday → 7). */
  weekDaysElapsed: number;
}

export type Runway =
  | { kind: 'empty' }
  | { kind: 'no-pace' }
  /** Whole days the balance lasts; 0 means it runs out today. */
  | { kind: 'days'; days: number };

/** How long the balance lasts at this week's average daily spend. */
export function computeRunway(input: RunwayInput): Runway {
  if (input.balanceCents <= 0) return { kind: 'empty' };
  if (input.weekSpentCents <= 0) return { kind: 'no-pace' };
  const days = Math.min(7, Math.max(1, Math.floor(input.weekDaysElapsed)));
  return { kind: 'days', days: Math.floor((input.balanceCents * days) / input.weekSpentCents) };
}

/** The runway in one sentence for the owner. */
export function describeRunway(runway: Runway): string {
  if (runway.kind === 'empty') return 'Your wallet is empty, so no calls or leads are bought. Add funds.';
  if (runway.kind === 'no-pace') return 'Nothing spent this week yet, so there is no pace to judge by.';
  if (runway.days < 1) return 'Funds run out today at this week’s pace.';
  return `Funds last about ${runway.days} ${runway.days === 1 ? 'day' : 'days'} at this week’s pace.`;
}
