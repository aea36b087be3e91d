import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** The weeks the volume is averaged over. */
const VOLUME_WEEKS = 4;

/**
 * Per open offer, what a campaign of it bought a week over the last `VOLUME_WEEKS` Eastern weeks
 * (`campaign_spend_days`), averaged over its campaigns that bought; an offer without any takes the
 * average of the campaigns of its campaign type and lead type. Null: no history at all.
 */
export async function listOfferVolumes(
  db: Queryable,
): Promise<{ campaignId: number; perWeek: number | null }[]> {
  const result = await db.execute<{ id: string; per_week: string | null }>(sql`
    with weekly as (
      select c.id, c.offer_id, c.campaign_type_id, c.lead_type, sum(d.purchases)::numeric / ${VOLUME_WEEKS}::int as per_week
      from campaign_spend_days d
      join campaigns c on c.id = d.campaign_id and c.account_id = d.account_id
      where d.day > (now() at time zone ${EASTERN_TIME_ZONE})::date - ${VOLUME_WEEKS * 7}::int
      group by c.id)
    select o.id, round(coalesce(
      (select avg(w.per_week) from weekly w where w.offer_id = o.id),
      (select avg(w.per_week) from weekly w
        where w.campaign_type_id = o.campaign_type_id and w.lead_type = o.lead_type)), 1) as per_week
    from campaign_offers o
    where o.is_open
    order by o.id`);
  return result.rows.map((row) => ({
    campaignId: Number(row.id),
    perWeek: row.per_week === null ? null : Number(row.per_week),
  }));
}
