// A campaign stopped by its weekly or monthly budget cap (docs/product.md §4): the words its card
// shows once it is switched on, funded and under its daily limit. Money in cents.
import type { CampaignStatus } from './campaign-status';
import { type BudgetCaps, type CapSpend, passesCap } from './marketplace/budget-caps';
import { formatUsd } from './money';

export type CapStopStatus = CampaignStatus & { status: 'weekly-cap' | 'monthly-cap' };

/** Whether the cap is spent: nothing left, or not enough for the next purchase. */
function isCapSpent(capCents: number | null, spentCents: number, nextPriceCents: number | null): boolean {
  return (
    capCents !== null && (spentCents >= capCents || passesCap(capCents, spentCents, nextPriceCents ?? 0))
  );
}

/** The cap that stops the campaign now (the week's first), or null while both leave room. */
export function deriveCapStop(
  input: BudgetCaps & CapSpend & { nextPriceCents: number | null },
): CapStopStatus | null {
  if (isCapSpent(input.weeklyCapCents, input.spentWeekCents, input.nextPriceCents))
    return {
      status: 'weekly-cap',
      label: 'Stopped: weekly cap',
      reason: `It spent its weekly cap of ${formatUsd(input.weeklyCapCents!)} and buys again on Monday (Eastern), or raise the cap.`,
    };
  if (isCapSpent(input.monthlyCapCents, input.spentMonthCents, input.nextPriceCents))
    return {
      status: 'monthly-cap',
      label: 'Stopped: monthly cap',
      reason: `It spent its monthly cap of ${formatUsd(input.monthlyCapCents!)} and buys again on the 1st (Eastern), or raise the cap.`,
    };
  return null;
}

/** Dollars without the cents when there are none: `$1,000`, `$640.50`. */
const dollarsText = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

/** "$640 of $1,000 this week": a cap's pace in words. */
export function capPaceText(spentCents: number, capCents: number, period: 'week' | 'month'): string {
  return `${dollarsText(spentCents)} of ${dollarsText(capCents)} this ${period}`;
}
