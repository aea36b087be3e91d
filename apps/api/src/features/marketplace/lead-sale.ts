import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { withRetry } from '../../platform/db/retry';
import { marketplaceOffers } from '../../platform/db/schema/index';
import { sellLeadBatchWithin } from './lead-batch';
import type { LeadOffer, LeadSaleOptions, LeadSaleResult } from './lead-offer';

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
    deliveryIds: [],
  };
}

/**
 * Sells a batch of leads in one transaction (`sellLeadBatchWithin`), retried on a deadlock; a
 * lead its publisher had already posted gets the stored outcome.
 */
export async function sellLeads(
  db: Database,
  leads: readonly LeadOffer[],
  options: LeadSaleOptions,
): Promise<LeadSaleResult[]> {
  const results = await withRetry(() => db.transaction((tx) => sellLeadBatchWithin(tx, leads, options)));
  return Promise.all(results.map((result, index) => result ?? storedOutcome(db, leads[index]!)));
}

/**
 * One lead sold inside the caller's transaction (the demo's history runs many in
 * one); undefined when the publisher already posted this lead.
 */
export async function sellLeadWithin(
  tx: Queryable,
  lead: LeadOffer,
  options: LeadSaleOptions,
): Promise<LeadSaleResult | undefined> {
  return (await sellLeadBatchWithin(tx, [lead], options))[0];
}
