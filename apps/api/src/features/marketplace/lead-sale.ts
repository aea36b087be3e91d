import type { Offer } from '@vanbid/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { leadRecords, marketplaceOffers } from '../../platform/db/schema/index';
import { requestAutoRecharge } from '../wallet';
import { accountsThatBoughtPhone, countOutOfMarket, listCandidates } from './candidates.queries';
import { type Decision, evaluateCandidates, unsoldReason } from './evaluate';
import { type Sold, settleLead } from './lead-settle';
import type { EasternMoment } from './offer-context';
import { type SaleTime, timeSql } from './sale-clock';
import { announcePayout, noticeLimits, stampLastBuy, withRetry, writeDecisions } from './sale-writes';

export interface LeadOffer {
  publisherId: number;
  externalId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  fromZip: string;
  toZip: string;
  moveDate: string;
  moveSize: string;
  distance: 'local' | 'long';
  consent: Record<string, unknown>;
}

export interface LeadSaleResult {
  offerId: number;
  buyers: number;
  unsoldReason: string | null;
  replayed: boolean;
  /** Auto-recharge requests the sale wrote (balances that fell under their threshold). */
  rechargeRequestIds: number[];
}

export interface LeadSaleOptions {
  maxBuyers: number;
  moment: EasternMoment;
  /** When the lead arrived: now for live traffic, a past moment for the demo's history. */
  at?: SaleTime;
}

async function claimOffer(tx: Queryable, lead: LeadOffer, at: SaleTime): Promise<number | undefined> {
  const { publisherId, externalId, phone, fromZip, toZip, distance, ...rest } = lead;
  const [row] = await tx
    .insert(marketplaceOffers)
    .values({
      publisherId,
      kind: 'lead',
      externalId,
      phone,
      fromZip,
      toZip,
      distance,
      payload: rest,
      receivedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: marketplaceOffers.id });
  return row?.id;
}

async function storedOutcome(db: Database, lead: LeadOffer): Promise<LeadSaleResult> {
  const [row] = await db
    .select({
      id: marketplaceOffers.id,
      buyers: marketplaceOffers.buyers,
      reason: marketplaceOffers.unsoldReason,
    })
    .from(marketplaceOffers)
    .where(
      and(
        eq(marketplaceOffers.publisherId, lead.publisherId),
        eq(marketplaceOffers.kind, 'lead'),
        eq(marketplaceOffers.externalId, lead.externalId),
      ),
    );
  return {
    offerId: row!.id,
    buyers: row!.buyers,
    unsoldReason: row!.reason,
    replayed: true,
    rechargeRequestIds: [],
  };
}

async function insertLeadRecords(tx: Queryable, lead: LeadOffer, sold: readonly Sold[], at: SaleTime) {
  if (sold.length === 0) return new Map<number, number>();
  const rows = await tx
    .insert(leadRecords)
    .values(
      sold.map(({ bid }) => ({
        accountId: bid.accountId,
        campaignId: bid.id,
        campaignName: bid.nickname,
        timeCreated: timeSql(at),
        firstName: lead.firstName,
        lastName: lead.lastName,
        phone: lead.phone,
        email: lead.email,
        fromZip: lead.fromZip,
        toZip: lead.toZip,
        moveDate: lead.moveDate,
        moveSize: lead.moveSize,
        distance: lead.distance,
        payoutCents: bid.priceCents,
        charged: true,
      })),
    )
    .returning({ id: leadRecords.id, campaignId: leadRecords.campaignId });
  return new Map(rows.map((row) => [row.campaignId, row.id]));
}

/**
 * One lead, one transaction (docs/product.md §4, "The marketplace"): the offer row (idempotency),
 * the auction, each buyer's record, wallet debit, ledger lines and billed item, the spend
 * roll-up (triggers), `last_buy_at`, the events and the decision log. All or nothing.
 */
export async function sellLeadOffer(
  db: Database,
  lead: LeadOffer,
  options: LeadSaleOptions,
): Promise<LeadSaleResult> {
  const result = await withRetry(() => db.transaction((tx) => sellLeadWithin(tx, lead, options)));
  return result ?? storedOutcome(db, lead);
}

/**
 * The sale of `sellLeadOffer` inside the caller's transaction (the demo's history runs many in
 * one); undefined when the publisher already posted this lead.
 */
export async function sellLeadWithin(
  tx: Queryable,
  lead: LeadOffer,
  options: LeadSaleOptions,
): Promise<LeadSaleResult | undefined> {
  const { at, moment } = options;
  const offerId = await claimOffer(tx, lead, at);
  if (offerId === undefined) return undefined;
  const offer: Offer = {
    group: 'leads',
    distance: lead.distance,
    fromZip: lead.fromZip,
    easternDay: moment.day,
    easternTime: moment.time,
  };
  const query = { kind: 'lead', distance: lead.distance, fromZip: lead.fromZip, ...moment } as const;
  const rows = await listCandidates(tx, query);
  const evaluation = evaluateCandidates(
    rows,
    offer,
    await accountsThatBoughtPhone(tx, lead.phone, at),
    await countOutOfMarket(tx, query),
  );
  // Written before any campaign is locked: the locks are held until commit, so as little as
  // possible comes after them.
  await writeDecisions(tx, offerId, evaluation.lost, at);
  const { sold, lost } = await settleLead(tx, evaluation.bids, options.maxBuyers, {
    date: moment.date,
    offerId,
    at,
  });
  const recordIds = await insertLeadRecords(tx, lead, sold, at);
  await stampLastBuy(
    tx,
    sold.map((item) => item.bid.id),
    at,
  );
  for (const item of sold) {
    const payoutCents = item.bid.priceCents;
    await announcePayout(tx, { accountId: item.bid.accountId, campaignId: item.bid.id, payoutCents, at });
    await noticeLimits(tx, { campaign: item.bid, priceCents: payoutCents, ...item, at });
  }

  const won: Decision[] = sold.map((item) => ({
    campaign: item.bid,
    lossReason: null,
    priceCents: item.bid.priceCents,
    clearingPriceCents: null,
    recordId: recordIds.get(item.bid.id) ?? null,
  }));
  await writeDecisions(tx, offerId, [...won, ...lost], at);
  const reason = sold.length > 0 ? null : unsoldReason([...evaluation.lost, ...lost], evaluation.skipped);
  await tx
    .update(marketplaceOffers)
    .set({ buyers: sold.length, unsoldReason: reason, skipped: evaluation.skipped })
    .where(eq(marketplaceOffers.id, offerId));
  const rechargeRequestIds = await requestRecharges(tx, sold);
  return { offerId, buyers: sold.length, unsoldReason: reason, replayed: false, rechargeRequestIds };
}

/** Auto-recharge requests of the buyers left under their threshold (read with the candidates: a round trip saved per buyer). */
async function requestRecharges(tx: Queryable, sold: readonly Sold[]): Promise<number[]> {
  const requestIds: number[] = [];
  const underThreshold = sold.filter(
    (item) =>
      item.bid.rechargeThresholdCents !== null &&
      item.balanceAfterCents < Number(item.bid.rechargeThresholdCents),
  );
  for (const item of underThreshold) {
    const requestId = await requestAutoRecharge(tx, item.bid.accountId, item.balanceAfterCents);
    if (requestId !== null) requestIds.push(requestId);
  }
  return requestIds;
}
