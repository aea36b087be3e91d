import { capLossReasonOf, type Offer } from '@vanbid/domain';
import { eq, sql } from 'drizzle-orm';
import type { EasternMoment } from '../../platform/clock/eastern-moment';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import { callRecords, marketplaceOffers } from '../../platform/db/schema/index';
import { publish } from '../../platform/events/publish';
import type { CallStateRow } from './call-state.queries';
import { type CampaignState, lockCampaigns, readCallMarket, readCampaignState } from './candidates.queries';
import { type Bid, type Decision, evaluateCandidates, toBid, unsoldReason } from './evaluate';
import { type MarketArea, type MarketSnapshot, processMarket } from './market-snapshot';
import { writeDecisions } from './sale-records.writes';

/** A call as routing reads it: where from and to, branded or not, and the campaigns already rung. */
export type CallOffer = Pick<
  CallStateRow,
  'id' | 'phone' | 'fromZip' | 'toZip' | 'distance' | 'isBranded' | 'triedCampaignIds'
>;

export type RouteResult =
  | { isRouted: true; bid: Bid; recordId: number }
  | { isRouted: false; reason: string };

const lose = (
  bid: Bid,
  lossReason: Decision['lossReason'],
  clearingPriceCents: number | null = null,
): Decision => ({
  campaign: bid,
  lossReason,
  priceCents: bid.priceCents,
  clearingPriceCents,
  recordId: null,
});

/**
 * Re-checks a bid with its campaign locked (by the caller): the concurrency cap, and the day's,
 * week's and month's spend as committed now plus what its live calls will cost, so calls ringing
 * together never end past the limit or a cap.
 */
function stillMayTake(bid: Bid, call: CallOffer, state: CampaignState | undefined): Decision['lossReason'] {
  const activeCalls = state?.activeCalls ?? 0;
  if (activeCalls >= bid.concurrentCalls) return 'concurrency';
  // Live calls are charged when they end: each holds its price (taken as this one's) against the limit.
  const heldCents = (activeCalls + 1) * bid.priceCents;
  if (call.isBranded) return null;
  if ((state?.spentTodayCents ?? 0) + heldCents > Number(bid.limitCents)) return 'daily_limit';
  return capLossReasonOf({
    weeklyCapCents: bid.weeklyCapCents,
    monthlyCapCents: bid.monthlyCapCents,
    spentWeekCents: state?.spentWeekCents ?? 0,
    spentMonthCents: state?.spentMonthCents ?? 0,
    priceCents: heldCents,
  });
}

async function ring(tx: Queryable, bid: Bid, call: CallOffer, at: SaleTime): Promise<number> {
  const [record] = await tx
    .insert(callRecords)
    .values({
      accountId: bid.accountId,
      campaignId: bid.id,
      campaignName: bid.nickname,
      isBranded: call.isBranded,
      timeCreated: timeSql(at),
      callerPhone: call.phone,
      fromZip: call.fromZip,
      toZip: call.toZip,
      distance: call.distance,
      status: 'ringing',
    })
    .returning({ id: callRecords.id });
  await publish(
    tx,
    {
      name: 'ACTIVE_CALL_NEW',
      accountId: bid.accountId,
      payload: { campaignId: bid.id, callId: record!.id },
    },
    at,
  );
  await tx
    .update(marketplaceOffers)
    .set({
      callState: 'ringing',
      buyers: 1,
      callRecordId: record!.id,
      stateChangedAt: timeSql(at),
      triedCampaignIds: sql`array_append(${marketplaceOffers.triedCampaignIds}, ${bid.id}::bigint)`,
    })
    .where(eq(marketplaceOffers.id, call.id));
  return record!.id;
}

/** The campaign a call leaves for the next buyer, and what is written of its record once it is locked. */
export interface Leaving {
  campaignId: number;
  write: () => Promise<void>;
}

/**
 * Sends the call to the highest bid not tried yet (docs/product.md §4): campaigns of the call's
 * kind (branded or not) and distance, by `lossReasonOf`, then ranked; the first whose concurrency
 * cap and daily limit still allow it gets a ringing call record and `ACTIVE_CALL_NEW`. The bids'
 * campaigns, and the one the call is `leaving`, are locked together in id order before anything is
 * written (the marketplace's lock order, README). Every campaign considered goes to the decision log.
 */
export async function routeCall(
  tx: Queryable,
  call: CallOffer,
  moment: EasternMoment,
  at?: SaleTime,
  options: { leaving?: Leaving; snapshot?: MarketSnapshot } = {},
): Promise<RouteResult> {
  const { leaving, snapshot = processMarket } = options;
  const area: MarketArea = {
    group: call.isBranded ? 'branded' : 'calls',
    distance: call.distance,
    fromZip: call.fromZip,
  };
  const offer: Offer = { ...area, easternDay: moment.day, easternTime: moment.time };
  const market = await snapshot.current(tx);
  const untried = market.candidates(area, moment).filter((row) => !call.triedCampaignIds.includes(row.id));
  const values = await readCallMarket(tx, untried, moment.date);
  const evaluation = evaluateCandidates(
    untried.filter((row) => values.phoneAccounts.has(row.accountId)),
    offer,
    { market: values, duplicateAccounts: new Set(), outOfMarket: market.outOfMarket(area, moment) },
  );
  const withoutPhone = untried.filter((row) => !values.phoneAccounts.has(row.accountId)).length;
  if (withoutPhone > 0) evaluation.skipped.no_phone = withoutPhone;
  const decisions = [...evaluation.lost];
  const bids = evaluation.bids.map(toBid);
  await lockCampaigns(tx, [...bids.map((bid) => bid.id), ...(leaving ? [leaving.campaignId] : [])]);
  await leaving?.write();
  const states = await readCampaignState(
    tx,
    bids.map((bid) => bid.id),
    moment.date,
  );
  let routed: RouteResult | undefined;
  for (const [index, bid] of bids.entries()) {
    const reason = stillMayTake(bid, call, states.get(bid.id));
    if (reason) {
      decisions.push(lose(bid, reason));
      continue;
    }
    const recordId = await ring(tx, bid, call, at);
    decisions.push({ ...lose(bid, null), recordId });
    for (const other of bids.slice(index + 1)) decisions.push(lose(other, 'outbid', bid.priceCents));
    routed = { isRouted: true, bid, recordId };
    break;
  }
  await writeDecisions(tx, call.id, decisions, at);
  if (routed) return routed;
  const reason = unsoldReason(decisions, evaluation.skipped);
  await tx
    .update(marketplaceOffers)
    .set({
      callState: 'unrouted',
      callRecordId: null,
      stateChangedAt: timeSql(at),
      unsoldReason: reason,
      skipped: evaluation.skipped,
    })
    .where(eq(marketplaceOffers.id, call.id));
  return { isRouted: false, reason };
}
