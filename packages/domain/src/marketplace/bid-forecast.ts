import { effectiveBidCents } from '../bid-percent';

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
}

export interface BidForecast {
  percent: number;
  offers: number;
  wins: number;
  /** Share of the offers won, 0–1. */
  winRate: number;
  spendCents: number;
}

/**
 * What a bid of `percent` over the minimum would have won of these offers: the campaign wins when
 * fewer rivals than the offer has buyers bid at least as much (a tie counts as lost, so it is an
 * estimate on the safe side). A higher bid never wins fewer.
 */
export function forecastBid(offers: readonly ReplayedOffer[], percent: number): BidForecast {
  let wins = 0;
  let spendCents = 0;
  for (const offer of offers) {
    if (offer.blocked) continue;
    const price = effectiveBidCents(offer.slotMinCents, percent);
    const ahead = offer.rivalPricesCents.filter((rival) => rival >= price).length;
    if (ahead < offer.buyers) {
      wins += 1;
      spendCents += price;
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
