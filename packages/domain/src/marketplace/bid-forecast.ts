import { effectiveBidCents } from '../bid-percent';
import type { Weekday } from '../min-hourly-bids';
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

/** What of the campaign's settings today caps a replay: its daily limit and its buying hours. */
export interface ForecastLimits {
  dailyLimitCents: number | null;
  /** Eastern buying hours; null buys at any hour. */
  hours: BuyingHours | null;
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
  const spentByDay = new Map<string, number>();
  for (const offer of offers) {
    if (offer.blocked) continue;
    const { at } = offer;
    if (limits.hours && at && !isWithinBuyingHours(limits.hours, at.weekday, at.time)) continue;
    const price = effectiveBidCents(offer.slotMinCents, percent);
    const spentToday = at ? (spentByDay.get(at.date) ?? 0) : 0;
    if (limits.dailyLimitCents !== null && at && spentToday + price > limits.dailyLimitCents) continue;
    const ahead = offer.rivalPricesCents.filter((rival) => rival >= price).length;
    if (ahead < offer.buyers) {
      wins += 1;
      spendCents += price;
      if (at) spentByDay.set(at.date, spentToday + price);
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
 * daily limits (a replay shorter than its calendar days could pass it); wins shrink in proportion.
 */
export function weeklyForecast(
  result: Pick<BidForecast, 'wins' | 'spendCents'>,
  weeks: number,
  dailyLimitCents: number | null,
): { wins: number; spendCents: number } {
  const wins = result.wins / weeks;
  const spendCents = result.spendCents / weeks;
  const cap = dailyLimitCents === null ? Number.POSITIVE_INFINITY : 7 * dailyLimitCents;
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
