import type { BidDistance } from './min-hourly-bids';

/** Bounds of the per-campaign settings (the database CHECKs say the same). */
export const CONCURRENT_CALLS = { min: 1, max: 50 } as const;
export const TIMEOUT_SECONDS = { min: 5, max: 600 } as const;
export const NICKNAME_LENGTH = { min: 2, max: 80 } as const;
export const HOUR_RANGES_PER_DAY = 4;

/** Minimum hourly bids are kept per distance; a campaign's lead type names its distance. */
export function bidDistanceOfLeadType(leadType: string): BidDistance {
  return leadType === 'Long Distance' ? 'long' : 'local';
}

/** A campaign's `leadsLimit` on the wire: "spent today/daily limit" in dollars (docs/product.md §4). */
export function formatLeadsLimit(spentToday: number, limit: number): string {
  return `${spentToday}/${limit}`;
}
