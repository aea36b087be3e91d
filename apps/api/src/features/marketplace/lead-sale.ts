import { type Offer, sellLead } from '@vanbid/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { leadRecords, marketplaceOffers } from '../../platform/db/schema/index';
import { requestAutoRecharge } from '../wallet';
import {
  accountsThatBoughtPhone,
  countOutOfMarket,
  listCandidates,
  lockCampaigns,
  readLockedState,
} from './candidates.queries';
import { type Bid, type Decision, evaluateCandidates, unsoldReason } from './evaluate';
import type { EasternMoment } from './offer-context';
import {
  announcePayout,
  chargeSale,
  noticeLimits,
  stampLastBuy,
  withRetry,
  writeDecisions,
} from './sale-writes';

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

interface Sold {
  bid: Bid;
  balanceAfterCents: number;
  spentAfterCents: number;
}

async function claimOffer(tx: Queryable, lead: LeadOffer): Promise<number | undefined> {
  const { publisherId, externalId, phone, fromZip, toZip, distance, ...rest } = lead;
  const [row] = await tx
    .insert(marketplaceOffers)
    .values({ publisherId, kind: 'lead', externalId, phone, fromZip, toZip, distance, payload: rest })
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

/**
 * Locks the picked campaigns (id order), re-reads what committed sales spent, and charges each
 * wallet (account order) if the daily limit and the balance still allow; a pick that no longer
 * may buy loses with its reason and the next bid is tried, until `maxBuyers` bought or none is left.
 */
async function settle(
  tx: Queryable,
  bids: readonly Bid[],
  maxBuyers: number,
  context: { date: string; offerId: number },
) {
  const auction = sellLead(bids, maxBuyers);
  const queue = [...auction.outbid];
  const sold: Sold[] = [];
  const lost: Decision[] = [];
  let picks = auction.winners;
  while (picks.length > 0) {
    await lockCampaigns(
      tx,
      picks.map((bid) => bid.id),
    );
    const state = await readLockedState(
      tx,
      picks.map((bid) => bid.id),
      context.date,
    );
    for (const bid of [...picks].sort((a, b) => a.accountId - b.accountId)) {
      const spent = state.get(bid.id)?.spentTodayCents ?? 0;
      const loss = (lossReason: Decision['lossReason']) =>
        lost.push({
          campaign: bid,
          lossReason,
          priceCents: bid.priceCents,
          clearingPriceCents: null,
          recordId: null,
        });
      if (spent + bid.priceCents > Number(bid.limitCents)) {
        loss('daily_limit');
        continue;
      }
      const charge = await chargeSale(tx, {
        accountId: bid.accountId,
        campaignId: bid.id,
        priceCents: bid.priceCents,
        type: 'lead',
        description: `Lead #${context.offerId} — ${bid.nickname}`,
      });
      if (charge)
        sold.push({
          bid,
          balanceAfterCents: charge.balanceAfterCents,
          spentAfterCents: spent + bid.priceCents,
        });
      else loss('funds');
    }
    picks = queue.splice(0, maxBuyers - sold.length);
  }
  const clearing = sold.length === maxBuyers ? Math.min(...sold.map((item) => item.bid.priceCents)) : null;
  for (const bid of queue)
    lost.push({
      campaign: bid,
      lossReason: 'outbid',
      priceCents: bid.priceCents,
      clearingPriceCents: clearing,
      recordId: null,
    });
  return { sold, lost };
}

async function insertLeadRecords(tx: Queryable, lead: LeadOffer, sold: readonly Sold[]) {
  if (sold.length === 0) return new Map<number, number>();
  const rows = await tx
    .insert(leadRecords)
    .values(
      sold.map(({ bid }) => ({
        accountId: bid.accountId,
        campaignId: bid.id,
        campaignName: bid.nickname,
        timeCreated: sql`now()`,
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
  options: { maxBuyers: number; moment: EasternMoment },
): Promise<LeadSaleResult> {
  const result = await withRetry(() =>
    db.transaction(async (tx): Promise<LeadSaleResult | undefined> => {
      const offerId = await claimOffer(tx, lead);
      if (offerId === undefined) return undefined;
      const offer: Offer = {
        group: 'leads',
        distance: lead.distance,
        fromZip: lead.fromZip,
        easternDay: options.moment.day,
        easternTime: options.moment.time,
      };
      const query = {
        kind: 'lead',
        distance: lead.distance,
        fromZip: lead.fromZip,
        ...options.moment,
      } as const;
      const rows = await listCandidates(tx, query);
      const evaluation = evaluateCandidates(
        rows,
        offer,
        await accountsThatBoughtPhone(tx, lead.phone),
        await countOutOfMarket(tx, query),
      );
      // Written before any campaign is locked: the locks are held until commit, so as little as
      // possible comes after them.
      await writeDecisions(tx, offerId, evaluation.lost);
      const { sold, lost } = await settle(tx, evaluation.bids, options.maxBuyers, {
        date: options.moment.date,
        offerId,
      });
      const recordIds = await insertLeadRecords(tx, lead, sold);
      await stampLastBuy(
        tx,
        sold.map((item) => item.bid.id),
      );
      for (const item of sold) {
        await announcePayout(tx, {
          accountId: item.bid.accountId,
          campaignId: item.bid.id,
          payoutCents: item.bid.priceCents,
        });
        await noticeLimits(tx, { campaign: item.bid, priceCents: item.bid.priceCents, ...item });
      }

      const won: Decision[] = sold.map((item) => ({
        campaign: item.bid,
        lossReason: null,
        priceCents: item.bid.priceCents,
        clearingPriceCents: null,
        recordId: recordIds.get(item.bid.id) ?? null,
      }));
      await writeDecisions(tx, offerId, [...won, ...lost]);
      const reason = sold.length > 0 ? null : unsoldReason([...evaluation.lost, ...lost], evaluation.skipped);
      await tx
        .update(marketplaceOffers)
        .set({ buyers: sold.length, unsoldReason: reason, skipped: evaluation.skipped })
        .where(eq(marketplaceOffers.id, offerId));
      const rechargeRequestIds: number[] = [];
      // Only where the balance is under the threshold read with the candidates: a round trip saved per buyer.
      const underThreshold = sold.filter(
        (item) =>
          item.bid.rechargeThresholdCents !== null &&
          item.balanceAfterCents < Number(item.bid.rechargeThresholdCents),
      );
      for (const item of underThreshold) {
        const requestId = await requestAutoRecharge(tx, item.bid.accountId, item.balanceAfterCents);
        if (requestId !== null) rechargeRequestIds.push(requestId);
      }
      return { offerId, buyers: sold.length, unsoldReason: reason, replayed: false, rechargeRequestIds };
    }),
  );
  return result ?? storedOutcome(db, lead);
}
