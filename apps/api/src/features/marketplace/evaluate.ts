import {
  type Bidder,
  campaignGroup,
  effectiveBidCents,
  LOSS_REASONS,
  type LossReason,
  marketLossReasonOf,
  type Offer,
  offerLossReasonOf,
  rankBidders,
} from '@vanbid/domain';
import type { CandidateRow } from './candidates.queries';

/** A campaign that may buy, with its price: a domain `Bidder` with what the sale writes. */
export type Bid = CandidateRow & Bidder;

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
const COUNTED_REASONS = new Set<string>(['inactive', 'lead_type', 'distance', 'geography']);

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

/** What a campaign has spent and holds now, and its last sale: a batch's sales change them lead by lead. */
export type MarketNow = Pick<CandidateRow, 'spentTodayCents' | 'balanceCents' | 'lastBuyAt'>;

/**
 * The rules of docs/product.md §4 over the candidates: each campaign's first loss reason
 * (`lossReasonOf`), its price (the effective bid of the Eastern hour), and one campaign per
 * account (a lead is sold to an account once; its other campaigns lose as duplicates).
 */
export function evaluateCandidates(
  rows: readonly CandidateRow[],
  offer: Offer,
  duplicateAccounts: ReadonlySet<number>,
  outOfMarket: Record<string, number> = {},
  /** The market's values for a row: read at once, never kept (a caller may answer with one object reused). */
  now: (row: CandidateRow) => MarketNow = (row) => row,
): Evaluation {
  const skipped: Record<string, number> = { ...outOfMarket };
  const lost: Decision[] = [];
  const eligible: RankedBid[] = [];
  const keys = offerKeysOf(offer);
  for (const row of rows) {
    const fit = offerFitOf(row, offer, row.isInGeography ? keys.anywhere : keys.here);
    if (fit === null) continue;
    if (fit.reason === 'no_minimum') {
      count(skipped, 'no_minimum');
      continue;
    }
    const { priceCents } = fit;
    const market = now(row);
    const reason =
      fit.reason ??
      marketReasonOf(row, offer, market, priceCents, duplicateAccounts.has(Number(row.accountId)));
    if (reason && COUNTED_REASONS.has(reason)) count(skipped, reason);
    else if (reason)
      lost.push({ campaign: row, lossReason: reason, priceCents, clearingPriceCents: null, recordId: null });
    else
      eligible.push({
        campaignId: row.id,
        accountId: Number(row.accountId),
        priceCents,
        lastServedAt: market.lastBuyAt,
        row,
        spentTodayCents: Number(market.spentTodayCents),
        balanceCents: Number(market.balanceCents),
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

/**
 * What decides a row's offer fit: the offer's kind, distance and Eastern minute, and its origin for
 * a row outside its geography (the only fit that depends on the ZIP).
 */
function offerKeysOf(offer: Offer) {
  const anywhere = `${offer.group} ${offer.distance} ${offer.easternDay} ${offer.easternTime}`;
  return { anywhere, here: `${anywhere} ${offer.fromZip}` };
}

interface OfferFitMemo {
  key: string;
  fit: { reason: ReturnType<typeof offerLossReasonOf> | 'no_minimum'; priceCents: number } | null;
}

/**
 * A row's group, price and `offerLossReasonOf` for the offer; null when the row is of another
 * group. Kept on the row for the next offer of the same key: the lead market's rows serve every
 * lead of a batch (lead-market.ts), so these are decided once per row, not once per lead.
 */
const offerFits = new WeakMap<CandidateRow, OfferFitMemo>();

function offerFitOf(row: CandidateRow, offer: Offer, key: string): OfferFitMemo['fit'] {
  const memo = offerFits.get(row);
  if (memo?.key === key) return memo.fit;
  const fit = decideOfferFit(row, offer);
  offerFits.set(row, { key, fit });
  return fit;
}

function decideOfferFit(row: CandidateRow, offer: Offer): OfferFitMemo['fit'] {
  const group = campaignGroup(row);
  if (group !== offer.group) return null;
  if (row.minCents === null) return { reason: 'no_minimum', priceCents: 0 };
  const priceCents = effectiveBidCents(Number(row.minCents), row.bidPercent);
  const reason = offerLossReasonOf(
    {
      isActive: row.isActive,
      group,
      distance: offer.distance,
      zipCodes: row.isInGeography ? null : new Set<string>(),
      hours: row.hours,
    },
    offer,
  );
  return { reason, priceCents };
}

function marketReasonOf(
  row: CandidateRow,
  offer: Offer,
  market: MarketNow,
  priceCents: number,
  isDuplicate: boolean,
) {
  return marketLossReasonOf({
    dailyLimitCents: offer.group === 'branded' ? null : Number(row.limitCents),
    spentTodayCents: Number(market.spentTodayCents),
    concurrentCalls: offer.group === 'leads' ? null : row.concurrentCalls,
    activeCalls: row.activeCalls,
    balanceCents: offer.group === 'branded' ? Number.MAX_SAFE_INTEGER : Number(market.balanceCents),
    isDuplicate,
    priceCents,
  });
}

/**
 * A row's line in a field of leads (marketplace_lead_fields): its price and the reason it could
 * not buy as the market stands ('' when in the running, the phone aside); null for a row counted,
 * not logged (another group, no minimum, switched off, outside its area).
 */
export function fieldEntryOf(
  row: CandidateRow,
  offer: Offer,
  market: MarketNow,
): { priceCents: number; reason: string } | null {
  const keys = offerKeysOf(offer);
  const fit = offerFitOf(row, offer, row.isInGeography ? keys.anywhere : keys.here);
  if (fit === null || fit.reason === 'no_minimum' || (fit.reason && COUNTED_REASONS.has(fit.reason)))
    return null;
  const reason = fit.reason ?? marketReasonOf(row, offer, market, fit.priceCents, false);
  return { priceCents: fit.priceCents, reason: reason ?? '' };
}

/** The reason nobody bought: the furthest any campaign got (LOSS_REASONS order), else none matched. */
export function unsoldReason(lost: readonly Decision[], skipped: Record<string, number>): string {
  const order: readonly string[] = LOSS_REASONS;
  let best = -1;
  for (const decision of lost) best = Math.max(best, order.indexOf(decision.lossReason ?? ''));
  for (const reason of Object.keys(skipped)) best = Math.max(best, order.indexOf(reason));
  return best >= 0 ? order[best]! : 'no_campaign';
}
