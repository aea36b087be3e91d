/** A campaign that may buy, with its price and when it was last served (for ties). */
export interface Bidder {
  campaignId: number;
  priceCents: number;
  /** Milliseconds since the epoch of its last sale; null: never served. */
  lastServedAt: number | null;
}

/** The default number of buyers a lead is sold to. */
export const LEAD_BUYERS_DEFAULT = 3;

/** Highest price first; on a tie, the least recently served (never served first), then the lower id. */
export function compareBidders(a: Bidder, b: Bidder): number {
  if (a.priceCents !== b.priceCents) return b.priceCents - a.priceCents;
  const aServed = a.lastServedAt ?? Number.NEGATIVE_INFINITY;
  const bServed = b.lastServedAt ?? Number.NEGATIVE_INFINITY;
  if (aServed !== bServed) return aServed < bServed ? -1 : 1;
  return a.campaignId - b.campaignId;
}

/** The order in which bidders are offered the sale. */
export function rankBidders<T extends Bidder>(bidders: readonly T[]): T[] {
  return [...bidders].sort(compareBidders);
}

/**
 * A lead goes to up to `maxBuyers` bidders, best first; each pays its own price. The rest lose
 * as outbid, with the lowest winning price as the clearing price they would have had to beat.
 */
export function sellLead<T extends Bidder>(
  bidders: readonly T[],
  maxBuyers: number = LEAD_BUYERS_DEFAULT,
): { winners: T[]; outbid: T[]; clearingPriceCents: number | null } {
  if (!Number.isInteger(maxBuyers) || maxBuyers < 1)
    throw new RangeError(`maxBuyers must be ≥ 1: ${maxBuyers}`);
  const ranked = rankBidders(bidders);
  const winners = ranked.slice(0, maxBuyers);
  return {
    winners,
    outbid: ranked.slice(maxBuyers),
    clearingPriceCents: winners.length === maxBuyers ? winners[winners.length - 1]!.priceCents : null,
  };
}
