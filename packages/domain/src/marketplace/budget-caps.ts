// Weekly and monthly budget caps: hard ceilings on a campaign's spend over the Eastern week (from
// Monday) and the Eastern month, checked like the daily limit (docs/product.md §4).

/** A campaign's caps in cents; null: no cap. */
export interface BudgetCaps {
  weeklyCapCents: number | null;
  monthlyCapCents: number | null;
}

/** What the campaign has spent this Eastern week (from Monday) and this Eastern month, in cents. */
export interface CapSpend {
  spentWeekCents: number;
  spentMonthCents: number;
}

export const NO_BUDGET_CAPS: BudgetCaps = { weeklyCapCents: null, monthlyCapCents: null };

/** Whether spending `priceCents` more would pass the cap (a null cap is never passed). */
export function passesCap(capCents: number | null, spentCents: number, priceCents: number): boolean {
  return capCents !== null && spentCents + priceCents > capCents;
}

/** The first cap the next purchase at `priceCents` would pass: the week's, then the month's; null when none. */
export function capLossReasonOf(
  campaign: BudgetCaps & CapSpend & { priceCents: number },
): 'weekly_cap' | 'monthly_cap' | null {
  if (passesCap(campaign.weeklyCapCents, campaign.spentWeekCents, campaign.priceCents)) return 'weekly_cap';
  if (passesCap(campaign.monthlyCapCents, campaign.spentMonthCents, campaign.priceCents))
    return 'monthly_cap';
  return null;
}

/** The Eastern week's first day (Monday) of an Eastern date `YYYY-MM-DD`. */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The Eastern month's first day of an Eastern date `YYYY-MM-DD`. */
export function monthStartOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
