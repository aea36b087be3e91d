import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { campaignOffers, campaigns, minHourlyBids } from '../../platform/db/schema/index';
import { type EasternCell, minimumAt } from '../bids/bids.queries';

export type OfferRow = typeof campaignOffers.$inferSelect & { minBidCents: number | null };

/** Open marketplace offers the account has not joined (its "available campaigns"), with the minimum at `cell`. */
export function listAvailableOffers(
  db: Queryable,
  accountId: number,
  cell: EasternCell,
): Promise<OfferRow[]> {
  const minimum = minimumAt('campaign_offers', cell);
  return db
    .select({ ...getTableColumns(campaignOffers), minBidCents: minimum.cents })
    .from(campaignOffers)
    .leftJoin(minHourlyBids, minimum.on)
    .where(
      and(
        eq(campaignOffers.isOpen, true),
        sql`not exists (select 1 from ${campaigns} where ${campaigns.accountId} = ${accountId} and ${campaigns.offerId} = ${campaignOffers.id})`,
      ),
    )
    .orderBy(
      asc(campaignOffers.parent),
      asc(campaignOffers.type),
      asc(campaignOffers.leadType),
      asc(campaignOffers.region),
      asc(campaignOffers.id),
    );
}

/** An open offer by id, or undefined. */
export async function findOpenOffer(db: Queryable, offerId: number) {
  const [offer] = await db
    .select()
    .from(campaignOffers)
    .where(and(eq(campaignOffers.id, offerId), eq(campaignOffers.isOpen, true)));
  return offer;
}
