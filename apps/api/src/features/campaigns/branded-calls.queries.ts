import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

export type BrandedCallsRow = {
  campaign_id: number;
  calls_today: number;
  /** Branded calls since midnight in the zone asked for. */
  calls_zone_today: number;
  /** `YYYY-MM-DD HH:mm:ss` in the zone asked for, null before the first call. */
  last_call_date: string | null;
};

/**
 * What the account's branded campaigns took: their branded calls of the Eastern day `easternDay`
 * and of today in `timeZone`, and the newest one's time in `timeZone`. Branded calls are never charged, so the spend roll-up
 * and `last_buy_at` never see them; these are the calls their log and dashboard show. Each
 * figure is a range of the campaign's time index.
 */
export async function listBrandedCalls(
  db: Queryable,
  input: { accountId: number; easternDay: string; timeZone: string; campaignId?: number },
): Promise<BrandedCallsRow[]> {
  const oneCampaign = input.campaignId === undefined ? sql`` : sql` and c.id = ${input.campaignId}`;
  const result = await db.execute<BrandedCallsRow>(sql`
    select c.id as campaign_id,
      (select count(*) from call_records r
        where r.campaign_id = c.id and r.is_branded
          and r.time_created >= (${input.easternDay}::date::timestamp at time zone ${EASTERN_TIME_ZONE}))::int as calls_today,
      (select count(*) from call_records r
        where r.campaign_id = c.id and r.is_branded
          and r.time_created >= (date_trunc('day', now() at time zone ${input.timeZone}) at time zone ${input.timeZone}))::int as calls_zone_today,
      (select to_char(r.time_created at time zone ${input.timeZone}, 'YYYY-MM-DD HH24:MI:SS') from call_records r
        where r.campaign_id = c.id and r.is_branded
        order by r.time_created desc limit 1) as last_call_date
    from campaigns c
    where c.account_id = ${input.accountId} and c.type ilike '%branded%'${oneCampaign}`);
  return result.rows;
}
