/** How a campaign's bid fares in its auctions (docs/product.md §4, "Market signals"). */
export const COMPETITIVENESS_BANDS = ['winning', 'at_risk', 'losing'] as const;
export type CompetitivenessBand = (typeof COMPETITIVENESS_BANDS)[number];

export const COMPETITIVENESS_LABELS: Record<CompetitivenessBand, string> = {
  winning: 'Winning',
  at_risk: 'At risk',
  losing: 'Losing',
};

/** One campaign's last hour of auctions (won or outbid; other losses are not about the bid). */
export interface AuctionHour {
  auctions: number;
  wins: number;
  /** Its effective bid now, in cents. */
  bidCents: number;
  /** The median price it had to beat where it was outbid; null when it was never outbid. */
  clearingPriceCents: number | null;
}

/** Win rate (0–100, whole) and band; null when the campaign was in no auction. */
export function competitivenessOf(
  hour: AuctionHour,
): { winRatePercent: number; band: CompetitivenessBand } | null {
  if (hour.auctions <= 0) return null;
  const winRate = Math.min(1, Math.max(0, hour.wins / hour.auctions));
  const belowClearing = hour.clearingPriceCents !== null && hour.bidCents < hour.clearingPriceCents;
  const band: CompetitivenessBand =
    winRate < 0.2 ? 'losing' : winRate >= 0.5 && !belowClearing ? 'winning' : 'at_risk';
  return { winRatePercent: Math.round(winRate * 100), band };
}
