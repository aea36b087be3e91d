import type { Offer } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { publishAll } from '../../platform/events/publish';
import { requestLeadDeliveries } from '../lead-delivery';
import { debitForSales, requestAutoRecharge } from '../wallet';
import type { CandidateRow } from './candidates.queries';
import { cappedOf } from './cap-spend.queries';
import { auctionLead, type LeadAuction, type MarketState } from './lead-auction';
import { claimOffers, type LockedMarket, lockMarket } from './lead-batch.queries';
import { finishOffers, insertFields, insertLeadRecords, type LeadSale } from './lead-batch.writes';
import { fieldOf, type LeadField, ownLosses } from './lead-field';
import type { LeadOffer, LeadSaleOptions, LeadSaleResult } from './lead-offer';
import { type MarketArea, processMarket } from './market-snapshot';
import { limitNotices, payoutEvent } from './sale-events.writes';
import { stampLastBuy, writeOfferDecisions } from './sale-records.writes';

interface Claimed {
  lead: LeadOffer;
  offerId: number;
  /** Index of the lead's area in the batch's list of areas. */
  area: number;
}

/** The distinct areas of the batch, and each claimed lead's index into them. */
function areasOf(claimed: readonly Omit<Claimed, 'area'>[]) {
  const index = new Map<string, number>();
  const areas: MarketArea[] = [];
  const withArea = claimed.map((item) => {
    const key = `${item.lead.distance} ${item.lead.fromZip}`;
    let area = index.get(key);
    if (area === undefined) {
      area = areas.push({ group: 'leads', distance: item.lead.distance, fromZip: item.lead.fromZip }) - 1;
      index.set(key, area);
    }
    return { ...item, area };
  });
  return { areas, claimed: withArea };
}

/**
 * A batch of leads in the caller's transaction (docs/product.md §4, "The marketplace"): each
 * lead's offer row (idempotency), its auction in arrival order against what the leads before it
 * left, and for each buyer the record, the wallet debit, the billed item with its ledger lines,
 * the spend roll-up (triggers), `last_buy_at`, the events and the decision log. All or nothing;
 * each lead's sale is whole on its own (its records, debits and lines agree), and the batch only
 * shares the statements: leads that arrive together cost a few round trips, not a few each.
 * Undefined for a lead its publisher had already posted.
 */
export async function sellLeadBatchWithin(
  tx: Queryable,
  leads: readonly LeadOffer[],
  options: LeadSaleOptions,
): Promise<(LeadSaleResult | undefined)[]> {
  const { at, moment } = options;
  // Issued together, one round trip (database.ts: pipelining); neither reads what the other writes.
  const [offerIds, market] = await Promise.all([
    claimOffers(tx, leads, at),
    (options.market ?? processMarket).current(tx),
  ]);
  const { areas, claimed } = areasOf(
    leads.flatMap((lead, index) =>
      offerIds[index] === undefined ? [] : [{ lead, offerId: offerIds[index] }],
    ),
  );
  if (claimed.length === 0) return leads.map(() => undefined);

  const candidates = areas.map((area) => market.candidates(area, moment));
  const rows = [...new Set(candidates)].flat(); // areas holding the same campaigns share one list
  const locked = await lockMarket(
    tx,
    {
      campaignIds: rows.map((row) => row.id),
      accountIds: rows.map((row) => row.accountId),
      date: moment.date,
      capped: cappedOf(rows),
    },
    { phones: claimed.map((item) => item.lead.phone), at },
  );
  const state: MarketState = locked;

  const offerFrom = (area: Omit<MarketArea, 'group'>): Offer => ({
    group: 'leads',
    distance: area.distance,
    fromZip: area.fromZip,
    easternDay: moment.day,
    easternTime: moment.time,
  });
  // One field per list of candidates (areas that hold the same campaigns share one), as the
  // market stood before the first lead.
  const fields: LeadField[] = [];
  const fieldOfList = new Map<readonly CandidateRow[], number>();
  const fieldOfArea = areas.map((area, index) => {
    const list = candidates[index]!;
    let field = fieldOfList.get(list);
    if (field === undefined) {
      field = fields.push(fieldOf(list, offerFrom(area), state)) - 1;
      fieldOfList.set(list, field);
    }
    return field;
  });

  const nowMs = (at ?? new Date()).getTime();
  const auctions = claimed.map((item): LeadAuction & Claimed => {
    const area = areas[item.area]!;
    const lead = {
      offer: offerFrom(area),
      phone: item.lead.phone,
      outOfMarket: market.outOfMarket(area, moment),
    };
    return {
      ...item,
      ...auctionLead(candidates[item.area]!, lead, state, { maxBuyers: options.maxBuyers, nowMs }),
    };
  });

  const sales: LeadSale[] = auctions.flatMap((auction) =>
    auction.sold.map((sold) => ({ ...sold, lead: auction.lead, offerId: auction.offerId })),
  );
  // The writes go out together, one round trip, in the order of this list: records, last buys,
  // events, fields, recharge requests; then, each once its ids are back, the debits with their
  // billed items and ledger lines and the decisions (record ids), and the offers' outcomes (field
  // ids). Unlike `lockMarket`'s
  // statements, their order is free, so a helper that awaits before issuing changes nothing: none
  // reads what another of them writes (each computes from `MarketState`), and every row they lock
  // is held since `lockMarket` (campaigns, wallets) or is the batch's alone (its offers, records,
  // fields; a roll-up row belongs to one campaign it holds, a recharge request to one wallet it
  // holds). A write that must see another's belongs after it, awaited or through `executeInOrder`.
  const [deliveries, , , , recharges] = await Promise.all([
    insertLeadRecords(tx, sales, at).then(async (recordIds) => {
      const [, , requested] = await Promise.all([
        // The billed item names the lead by its record, the id the buyer's log and detail show.
        debitForSales(
          tx,
          sales.map((sale) => ({
            accountId: sale.bid.accountId,
            campaignId: sale.bid.id,
            type: 'lead',
            priceCents: sale.bid.priceCents,
            balanceAfterCents: sale.balanceAfterCents,
            description: `Lead #${recordIds.get(`${sale.bid.id} ${sale.lead.phone}`)} — ${sale.bid.nickname}`,
            publisherId: sale.lead.publisherId,
          })),
          at,
        ),
        writeOfferDecisions(
          tx,
          auctions.flatMap((auction) =>
            auction.sold.map((sold) => ({
              offerId: auction.offerId,
              campaign: sold.bid,
              lossReason: null,
              priceCents: sold.bid.priceCents,
              clearingPriceCents: null,
              recordId: recordIds.get(`${sold.bid.id} ${auction.lead.phone}`) ?? null,
            })),
          ),
          at,
        ),
        // Live sales only: the demo's history is not delivered.
        at === undefined
          ? requestLeadDeliveries(tx, soldRecords(sales, recordIds), {
              leaseSeconds: options.deliveryLeaseSeconds ?? null,
            })
          : [],
      ]);
      return deliveriesByOffer(sales, recordIds, requested);
    }),
    stampLastBuy(
      tx,
      sales.map((sale) => sale.bid.id),
      at,
    ),
    publishAll(
      tx,
      sales.flatMap((sale) => [
        payoutEvent({
          accountId: sale.bid.accountId,
          campaignId: sale.bid.id,
          payoutCents: sale.bid.priceCents,
        }),
        ...limitNotices({ campaign: sale.bid, priceCents: sale.bid.priceCents, ...sale }),
      ]),
      at,
    ),
    insertFields(tx, fields, at).then((fieldIds) =>
      finishOffers(
        tx,
        auctions.map((auction) => {
          const field = fieldOfArea[auction.area]!;
          return {
            ...auction,
            buyers: auction.sold.length,
            lost: ownLosses(fields[field]!, auction.lost),
            clearingPriceCents: auction.clearingPriceCents,
            fieldId: fieldIds[field] ?? null,
            wonCampaignIds: auction.sold.map((sold) => sold.bid.id),
          };
        }),
      ),
    ),
    requestRecharges(tx, sales, locked),
  ]);

  const results = new Map(
    auctions.map((auction) => [
      auction.offerId,
      {
        offerId: auction.offerId,
        buyers: auction.sold.length,
        unsoldReason: auction.unsoldReason,
        replayed: false,
        rechargeRequestIds: recharges.get(auction.offerId) ?? [],
        deliveryIds: deliveries.get(auction.offerId) ?? [],
      },
    ]),
  );
  return offerIds.map((offerId) => (offerId === undefined ? undefined : results.get(offerId)));
}

const recordKey = (sale: LeadSale) => `${sale.bid.id} ${sale.lead.phone}`;

function soldRecords(sales: readonly LeadSale[], recordIds: Map<string, number>) {
  return sales.flatMap((sale) => {
    const recordId = recordIds.get(recordKey(sale));
    return recordId === undefined
      ? []
      : [{ recordId, accountId: sale.bid.accountId, campaignId: sale.bid.id }];
  });
}

/** Each offer's delivery ids, from the records its sales wrote. */
function deliveriesByOffer(
  sales: readonly LeadSale[],
  recordIds: Map<string, number>,
  requested: readonly { deliveryId: number; recordId: number }[],
): Map<number, number[]> {
  const offerOfRecord = new Map(sales.map((sale) => [recordIds.get(recordKey(sale)), sale.offerId]));
  const byOffer = new Map<number, number[]>();
  for (const { deliveryId, recordId } of requested) {
    const offerId = offerOfRecord.get(recordId)!;
    byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), deliveryId]);
  }
  return byOffer;
}

/**
 * Auto-recharge requests of the buyers the batch left under their threshold, asked once per
 * account with its last balance; each request id goes with the offer whose sale left it there.
 */
async function requestRecharges(
  tx: Queryable,
  sales: readonly LeadSale[],
  locked: Pick<LockedMarket, 'rechargeThresholdCents'>,
): Promise<Map<number, number[]>> {
  const lastSale = new Map<number, LeadSale>();
  for (const sale of sales) lastSale.set(sale.bid.accountId, sale);
  const under = [...lastSale.values()].filter((sale) => {
    const threshold = locked.rechargeThresholdCents.get(sale.bid.accountId) ?? null;
    return threshold !== null && sale.balanceAfterCents < threshold;
  });
  const requestIds = await Promise.all(
    under.map((sale) => requestAutoRecharge(tx, sale.bid.accountId, sale.balanceAfterCents)),
  );
  const requests = new Map<number, number[]>();
  for (const [index, sale] of under.entries()) {
    const requestId = requestIds[index];
    if (requestId !== null && requestId !== undefined)
      requests.set(sale.offerId, [...(requests.get(sale.offerId) ?? []), requestId]);
  }
  return requests;
}
