import { type Candidate, effectiveBidCents, type LossReason, lossReasonOf, type Offer } from '@vanbid/domain';
import type { CandidateRow } from './candidates.queries';

/**
 * What sales have left the candidates, looked up by the rules and never written by them: today's
 * spend and last buy by campaign, the balance by account, live calls (calls only).
 */
export interface MarketValues {
  spentCents: ReadonlyMap<number, number>;
  /** Campaign id → spent this Eastern week and month (read for capped campaigns only). */
  spentWeekCents: ReadonlyMap<number, number>;
  spentMonthCents: ReadonlyMap<number, number>;
  balanceCents: ReadonlyMap<number, number>;
  lastBuyAt: ReadonlyMap<number, number>;
  activeCalls?: ReadonlyMap<number, number>;
}

/** A row's answer to an offer: its price and its first loss reason (null: it may bid). */
export type Verdict =
  | { reason: Exclude<LossReason, 'outbid'> | null; priceCents: number }
  /** No minimum bid for its type, distance and hour: it cannot be priced. */
  | 'no_minimum'
  /** Another group's campaign: the offer is not its business at all. */
  | null;

/**
 * The domain's `lossReasonOf` for one row and offer, at the row's effective bid of the hour. Each
 * call builds its own `Candidate` from the row, the offer and the market's values: nothing is
 * kept between calls, so a rule may read any field of the three and gets this row's, this offer's.
 */
export function verdictOf(
  row: CandidateRow,
  offer: Offer,
  market: MarketValues,
  isDuplicate: boolean,
): Verdict {
  if (row.group !== offer.group) return null;
  if (row.minCents === null) return 'no_minimum';
  const priceCents = effectiveBidCents(row.minCents, row.bidPercent);
  return {
    reason: lossReasonOf(candidateOf(row, offer, market, priceCents, isDuplicate), offer),
    priceCents,
  };
}

function candidateOf(
  row: CandidateRow,
  offer: Offer,
  market: MarketValues,
  priceCents: number,
  isDuplicate: boolean,
): Candidate {
  return {
    isActive: row.isActive,
    group: row.group,
    distance: row.distance,
    zipCodes: row.zipCodes,
    hours: row.hours,
    // Branded calls have no daily limit and no price to hold in the wallet (docs/product.md §4).
    dailyLimitCents: offer.group === 'branded' ? null : row.limitCents,
    spentTodayCents: market.spentCents.get(row.id) ?? 0,
    weeklyCapCents: offer.group === 'branded' ? null : row.weeklyCapCents,
    monthlyCapCents: offer.group === 'branded' ? null : row.monthlyCapCents,
    spentWeekCents: market.spentWeekCents.get(row.id) ?? 0,
    spentMonthCents: market.spentMonthCents.get(row.id) ?? 0,
    concurrentCalls: offer.group === 'leads' ? null : row.concurrentCalls,
    activeCalls: market.activeCalls?.get(row.id) ?? 0,
    balanceCents:
      offer.group === 'branded' ? Number.MAX_SAFE_INTEGER : (market.balanceCents.get(row.accountId) ?? 0),
    isDuplicate,
    priceCents,
  };
}
