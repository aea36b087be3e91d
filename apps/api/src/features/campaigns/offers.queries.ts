import type { Weekday } from '@vanbid/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { reusableQueries, runReusable } from '../../platform/db/reusable-query';
import { campaignOffers } from '../../platform/db/schema/index';
import { type EasternCell, minimumAt } from '../bids';

export type OfferRow = typeof campaignOffers.$inferSelect & { minBidCents: number | null };

/** The offers statement of each weekday (its minimum column); the account and hour are values. */
const offersOn = reusableQueries((day: Weekday) => {
  const minimum = minimumAt('o', { day, hour: sql.placeholder('hour') });
  return sql`select o.id, o.parent, o.type, o.lead_type as "leadType", o.company,
      o.campaign_type_id as "campaignTypeId", o.region, o.description, o.is_open as "isOpen",
      ${minimum.cents} as "minBidCents"
    from campaign_offers o
    left join min_hourly_bids on ${minimum.on}
    where o.is_open and not exists (
      select 1 from campaigns c where c.account_id = ${sql.placeholder('accountId')} and c.offer_id = o.id)
    order by o.parent, o.type, o.lead_type, o.region, o.id`;
});

/** Open marketplace offers the account has not joined (its "available campaigns"), with the minimum at `cell`. */
export function listAvailableOffers(db: Database, accountId: number, cell: EasternCell): Promise<OfferRow[]> {
  return runReusable<OfferRow>(db, offersOn(cell.day), { accountId, hour: cell.hour });
}

/** An open offer by id, or undefined. */
export async function findOpenOffer(db: Queryable, offerId: number) {
  const [offer] = await db
    .select()
    .from(campaignOffers)
    .where(and(eq(campaignOffers.id, offerId), eq(campaignOffers.isOpen, true)));
  return offer;
}
