import { type Offer, sellLead } from '@vanbid/domain';
import type { CandidateRow } from './candidates.queries';
import { type Bid, type Decision, evaluateCandidates, type RankedBid, toBid, unsoldReason } from './evaluate';

/**
 * What the sales so far have left, read with the campaigns and wallets locked and carried from
 * lead to lead of a batch: each lead is judged on the spend and balances the leads before it left.
 */
export interface MarketState {
  /** Campaign id → today's spend. */
  spentCents: Map<number, number>;
  /** Campaign id → this week's and this month's spend (capped campaigns; others are not read). */
  spentWeekCents: Map<number, number>;
  spentMonthCents: Map<number, number>;
  /** Account id → wallet balance. */
  balanceCents: Map<number, number>;
  /** Campaign id → its last sale (ms), for ties. */
  lastBuyAt: Map<number, number>;
  /** Phone → the accounts that bought a lead with it in the last 30 days (the duplicate rule). */
  phonesBought: Map<string, Set<number>>;
}

/** A campaign that bought the lead, with what its wallet and its day's, week's and month's spend were left at. */
export interface Sold {
  bid: Bid;
  balanceAfterCents: number;
  spentAfterCents: number;
  spentWeekAfterCents: number;
  spentMonthAfterCents: number;
}

export interface LeadAuction {
  sold: Sold[];
  /** Every campaign that wanted the lead and lost, with its reason. */
  lost: Decision[];
  skipped: Record<string, number>;
  /** Why nobody bought it; null when sold. */
  unsoldReason: string | null;
  /** The price the outbid campaigns would have had to beat; null when none was outbid. */
  clearingPriceCents: number | null;
}

const loss = (bid: RankedBid, clearingPriceCents: number | null): Decision => ({
  campaign: bid.row,
  lossReason: 'outbid',
  priceCents: bid.priceCents,
  clearingPriceCents,
  recordId: null,
});

/**
 * One lead's auction against the state (docs/product.md §4): the rules of `evaluateCandidates`
 * on the campaigns of its area as the state has them, the best `maxBuyers` bids win, the rest are
 * outbid at the clearing price. The winners' spend, balance, last buy and phone go into the
 * state, so the next lead of the batch sees them.
 */
export function auctionLead(
  rows: readonly CandidateRow[],
  lead: { offer: Offer; phone: string; outOfMarket: Record<string, number> },
  state: MarketState,
  options: { maxBuyers: number; nowMs: number },
): LeadAuction {
  // The state is read by the rules and written here only, between one lead's auction and the next.
  const duplicateAccounts = state.phonesBought.get(lead.phone) ?? new Set<number>();
  const evaluation = evaluateCandidates(rows, lead.offer, {
    market: state,
    duplicateAccounts,
    outOfMarket: lead.outOfMarket,
  });
  const auction = sellLead(evaluation.bids, options.maxBuyers);
  state.phonesBought.set(
    lead.phone,
    new Set([...duplicateAccounts, ...auction.winners.map((bid) => bid.accountId)]),
  );
  const sold = auction.winners.map((ranked) => {
    const bid = toBid(ranked);
    const spentAfterCents = bid.spentTodayCents + bid.priceCents;
    const balanceAfterCents = bid.balanceCents - bid.priceCents;
    state.spentCents.set(bid.id, spentAfterCents);
    const spentWeekAfterCents = (state.spentWeekCents.get(bid.id) ?? 0) + bid.priceCents;
    const spentMonthAfterCents = (state.spentMonthCents.get(bid.id) ?? 0) + bid.priceCents;
    state.spentWeekCents.set(bid.id, spentWeekAfterCents);
    state.spentMonthCents.set(bid.id, spentMonthAfterCents);
    state.balanceCents.set(bid.accountId, balanceAfterCents);
    state.lastBuyAt.set(bid.id, options.nowMs);
    return { bid, balanceAfterCents, spentAfterCents, spentWeekAfterCents, spentMonthAfterCents };
  });
  const lost = [...evaluation.lost, ...auction.outbid.map((bid) => loss(bid, auction.clearingPriceCents))];
  return {
    sold,
    lost,
    skipped: evaluation.skipped,
    unsoldReason: sold.length > 0 ? null : unsoldReason(lost, evaluation.skipped),
    clearingPriceCents: auction.outbid.length > 0 ? auction.clearingPriceCents : null,
  };
}
