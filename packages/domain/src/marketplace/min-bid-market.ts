import type { CampaignGroup } from '../campaigns';

/** A minimum moves at most this share of itself per recalculation (docs/product.md §4, "Market signals"). */
export const MIN_BID_MAX_STEP = 0.2;

/** The lowest and highest minimum per campaign group, in cents. */
export const MIN_BID_BOUNDS: Record<CampaignGroup, { floorCents: number; ceilingCents: number }> = {
  leads: { floorCents: 500, ceilingCents: 20_000 },
  calls: { floorCents: 1_000, ceilingCents: 40_000 },
  branded: { floorCents: 500, ceilingCents: 20_000 },
};

/** What one slot (type, distance, weekday, Eastern hour) saw: supply and demand. */
export interface SlotMarket {
  /** Offers in the slot per week, averaged over the last 4 weeks. */
  offersPerWeek: number;
  /** How many buyers one offer can have (3 for a lead, 1 for a call). */
  buyersPerOffer: number;
  /**
   * The campaigns switched on and buying in the slot, each weighted by its bid: a campaign at
   * +50% counts 1.5.
   */
  demand: number;
}

/**
 * Demand over what the slot can sell: 1 is balanced, above 1 more buyers than offers.
 * Null when the slot had no offers (no signal).
 */
export function marketPressure(market: SlotMarket): number | null {
  const capacity = market.offersPerWeek * market.buyersPerOffer;
  if (!(capacity > 0)) return null;
  return Math.max(0, market.demand) / capacity;
}

/**
 * The next minimum of a slot: the square root of the pressure moves it toward balance, at most
 * ±20% a step, within the group's floor and ceiling (a minimum already outside them comes back
 * by at most a step). Without offers the minimum holds. Non-decreasing in demand.
 */
export function nextMinBidCents(
  currentCents: number,
  market: SlotMarket,
  bounds: { floorCents: number; ceilingCents: number },
): number {
  const lowestStep = Math.ceil(currentCents * (1 - MIN_BID_MAX_STEP));
  const highestStep = Math.floor(currentCents * (1 + MIN_BID_MAX_STEP));
  const pressure = marketPressure(market);
  const wanted = pressure === null ? currentCents : Math.round(currentCents * Math.sqrt(pressure));
  const stepped = Math.min(highestStep, Math.max(lowestStep, wanted));
  if (stepped < bounds.floorCents) return Math.min(bounds.floorCents, highestStep);
  if (stepped > bounds.ceilingCents) return Math.max(bounds.ceilingCents, lowestStep);
  return stepped;
}
