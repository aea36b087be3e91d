import { effectiveBidCents } from '../bid-percent';
import type { Weekday } from '../min-hourly-bids';
import { type BudgetCaps, monthStartOf, NO_BUDGET_CAPS, passesCap, weekStartOf } from './budget-caps';
import { type BuyingHours, isWithinBuyingHours } from './eligibility';

/** One past offer the campaign was in, replayed against another bid. */
export interface ReplayedOffer {
  /** The minimum of the offer's slot today, in cents. */
  slotMinCents: number;
  /** What the other campaigns in the same auction paid or offered, in cents. */
  rivalPricesCents: readonly number[];
  /** How many buyers the offer could have (3 for a lead, 1 for a call). */
  buyers: number;
  /** The campaign could not have bought it at any price (hours, limit, funds, duplicate...). */
  blocked: boolean;
  /** When it came, in Eastern time (date `YYYY-MM-DD`, weekday, `HH:mm`); offers come in time order. */
  at?: { date: string; weekday: Weekday; time: string };
}

/** What of the campaign's settings today caps a replay: its daily limit, caps and buying hours. */
export interface ForecastLimits extends Partial<BudgetCaps> {
  dailyLimitCents: number | null;
  /** Eastern buying hours; null buys at any hour. */
  hours: BuyingHours | null;
}

/** Spend by Eastern day, week (from Monday) and month of a replay, as the engine counts it. */
class ReplaySpend {
  private readonly spent = new Map<string, number>();
  of(key: string): number {
    return this.spent.get(key) ?? 0;
  }
  add(key: string, cents: number): void {
    this.spent.set(key, this.of(key) + cents);
  }
}

/** Whether a purchase at `price` on `date` would pass the daily limit or a cap. */
function passesLimits(limits: ForecastLimits, spend: ReplaySpend, date: string, price: number): boolean {
  return (
    passesCap(limits.dailyLimitCents, spend.of(`d${date}`), price) ||
    passesCap(limits.weeklyCapCents ?? null, spend.of(`w${weekStartOf(date)}`), price) ||
    passesCap(limits.monthlyCapCents ?? null, spend.of(`m${monthStartOf(date)}`), price)
  );
}

export interface BidForecast {
  percent: number;
  offers: number;
  wins: number;
  /** Share of the offers won, 0–1. */
  winRate: number;
  spendCents: number;
}

const NO_LIMITS: ForecastLimits = { dailyLimitCents: null, hours: null };

/**
 * What a bid of `percent` over the minimum would have won of these offers: the campaign wins when
 * fewer rivals than the offer has buyers bid at least as much (a tie counts as lost, so it is an
 * estimate on the safe side). With `limits`, offers outside today's buying hours are not bought and
 * a day stops buying where the next price would pass the daily limit (as the engine does). Without
 * limits a higher bid never wins fewer.
 */
export function forecastBid(
  offers: readonly ReplayedOffer[],
  percent: number,
  limits: ForecastLimits = NO_LIMITS,
): BidForecast {
  let wins = 0;
  let spendCents = 0;
  const spend = new ReplaySpend();
  for (const offer of offers) {
    if (offer.blocked) continue;
    const { at } = offer;
    if (limits.hours && at && !isWithinBuyingHours(limits.hours, at.weekday, at.time)) continue;
    const price = effectiveBidCents(offer.slotMinCents, percent);
    if (at && passesLimits(limits, spend, at.date, price)) continue;
    const ahead = offer.rivalPricesCents.filter((rival) => rival >= price).length;
    if (ahead < offer.buyers) {
      wins += 1;
      spendCents += price;
      if (at)
        for (const key of [`d${at.date}`, `w${weekStartOf(at.date)}`, `m${monthStartOf(at.date)}`])
          spend.add(key, price);
    }
  }
  return {
    percent,
    offers: offers.length,
    wins,
    winRate: offers.length ? wins / offers.length : 0,
    spendCents,
  };
}

/**
 * A replay's wins and spend as a week: divided by the weeks replayed, and never more spend than 7
 * daily limits, the weekly cap or a week's share of the monthly cap (12/52 of it) (a replay shorter than its
 * calendar days could pass them); wins shrink in proportion.
 */
export function weeklyForecast(
  result: Pick<BidForecast, 'wins' | 'spendCents'>,
  weeks: number,
  dailyLimitCents: number | null,
  caps: BudgetCaps = NO_BUDGET_CAPS,
): { wins: number; spendCents: number } {
  const wins = result.wins / weeks;
  const spendCents = result.spendCents / weeks;
  const cap = Math.min(
    dailyLimitCents === null ? Number.POSITIVE_INFINITY : 7 * dailyLimitCents,
    caps.weeklyCapCents ?? Number.POSITIVE_INFINITY,
    caps.monthlyCapCents === null ? Number.POSITIVE_INFINITY : (caps.monthlyCapCents * 12) / 52,
  );
  if (spendCents <= cap) return { wins, spendCents };
  return { wins: wins * (cap / spendCents), spendCents: cap };
}

/** The bid levels shown in the forecast table: the candidate and a few around it, within 0–500. */
export function forecastLevels(percent: number): number[] {
  const levels = [percent - 20, percent - 10, percent, percent + 10, percent + 25, percent + 50];
  return [...new Set(levels.filter((level) => level >= 0 && level <= 500))];
}

/**
 * The lowest whole bid percent (0–500) whose price at `minCents` beats `priceCents`, or null when
 * even 500% does not.
 */
export function percentToBeat(minCents: number, priceCents: number): number | null {
  if (!(minCents > 0)) return null;
  const guess = Math.max(0, Math.floor(((priceCents + 1) / minCents) * 100 - 100) - 1);
  for (let percent = guess; percent <= 500; percent += 1)
    if (effectiveBidCents(minCents, percent) > priceCents) return percent;
  return null;
}
