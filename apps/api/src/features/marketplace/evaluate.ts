import { type Bidder, LOSS_REASONS, type LossReason, type Offer, rankBidders } from '@vanbid/domain';
import { type MarketValues, verdictOf } from './candidate-verdict';
import type { CandidateRow } from './candidates.queries';

/** A campaign that may buy, with its price and what its market values were: the sale writes from it. */
export type Bid = CandidateRow &
  Bidder & { spentTodayCents: number; balanceCents: number; lastBuyAt: number | null };

/** One line of the decision log. */
export interface Decision {
  campaign: CandidateRow;
  lossReason: LossReason | null;
  priceCents: number;
  clearingPriceCents: number | null;
  recordId: number | null;
}

/**
 * Reasons that end a campaign's interest before the offer is really its business (switched off,
 * another kind or distance, outside its areas, no minimum set): counted per offer, not logged
 * one by one, so the log stays the size of the real competition.
 */
export const COUNTED_REASONS: ReadonlySet<string> = new Set([
  'inactive',
  'lead_type',
  'distance',
  'geography',
]);

/**
 * A campaign that may buy, as ranked: small, so hundreds per lead cost little; `toBid` makes the
 * full bid of the few that are sold or rung.
 */
export interface RankedBid extends Bidder {
  accountId: number;
  row: CandidateRow;
  spentTodayCents: number;
  balanceCents: number;
}

/** The whole bid of a ranked campaign: its row with the market's values and its price. */
export function toBid(ranked: RankedBid): Bid {
  return {
    ...ranked.row,
    spentTodayCents: ranked.spentTodayCents,
    balanceCents: ranked.balanceCents,
    lastBuyAt: ranked.lastServedAt,
    campaignId: ranked.campaignId,
    priceCents: ranked.priceCents,
    lastServedAt: ranked.lastServedAt,
  };
}

export interface Evaluation {
  /** The best campaign of each account that may buy, best first. */
  bids: RankedBid[];
  lost: Decision[];
  skipped: Record<string, number>;
}

function count(skipped: Record<string, number>, reason: string) {
  skipped[reason] = (skipped[reason] ?? 0) + 1;
}

/**
 * Selection and ranking over the candidates (docs/product.md §4): each campaign's verdict
 * (`verdictOf`: its price and first loss reason), the ones that may buy ranked, and one campaign
 * per account (a lead is sold to an account once; its other campaigns lose as duplicates).
 */
export function evaluateCandidates(
  rows: readonly CandidateRow[],
  offer: Offer,
  context: {
    market: MarketValues;
    duplicateAccounts: ReadonlySet<number>;
    outOfMarket: Record<string, number>;
  },
): Evaluation {
  const skipped: Record<string, number> = { ...context.outOfMarket };
  const lost: Decision[] = [];
  const eligible: RankedBid[] = [];
  for (const row of rows) {
    const verdict = verdictOf(row, offer, context.market, context.duplicateAccounts.has(row.accountId));
    if (verdict === null) continue;
    if (verdict === 'no_minimum') {
      count(skipped, 'no_minimum');
      continue;
    }
    const { reason, priceCents } = verdict;
    if (reason && COUNTED_REASONS.has(reason)) count(skipped, reason);
    else if (reason)
      lost.push({ campaign: row, lossReason: reason, priceCents, clearingPriceCents: null, recordId: null });
    else
      eligible.push({
        campaignId: row.id,
        accountId: row.accountId,
        priceCents,
        lastServedAt: context.market.lastBuyAt.get(row.id) ?? null,
        row,
        spentTodayCents: context.market.spentCents.get(row.id) ?? 0,
        balanceCents: context.market.balanceCents.get(row.accountId) ?? 0,
      });
  }
  const bids: RankedBid[] = [];
  const accounts = new Set<number>();
  for (const bid of rankBidders(eligible)) {
    if (accounts.has(bid.accountId))
      lost.push({
        campaign: bid.row,
        lossReason: 'duplicate',
        priceCents: bid.priceCents,
        clearingPriceCents: null,
        recordId: null,
      });
    else {
      accounts.add(bid.accountId);
      bids.push(bid);
    }
  }
  return { bids, lost, skipped };
}

/** The reason nobody bought: the furthest any campaign got (LOSS_REASONS order), else none matched. */
export function unsoldReason(lost: readonly Decision[], skipped: Record<string, number>): string {
  const order: readonly string[] = LOSS_REASONS;
  let best = -1;
  for (const decision of lost) best = Math.max(best, order.indexOf(decision.lossReason ?? ''));
  for (const reason of Object.keys(skipped)) best = Math.max(best, order.indexOf(reason));
  return best >= 0 ? order[best]! : 'no_campaign';
}
