import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/**
 * Each campaign's calls and missed calls (status `missed`) from the start of the day `fromDay`
 * (`YYYY-MM-DD`) in `timeZone` on: the account's calls of a time range (its time index);
 * campaigns without a call are left out.
 */
export async function listMissedCallCounts(
  db: Queryable,
  input: { accountId: number; fromDay: string; timeZone: string },
) {
  const result = await db.execute<{
    campaign_id: number;
    nickname: string;
    calls: number;
    missed: number;
  }>(sql`
    select r.campaign_id, c.nickname, count(*)::int as calls,
      (count(*) filter (where r.status = 'missed'))::int as missed
    from call_records r
    join campaigns c on c.id = r.campaign_id and c.account_id = r.account_id
    where r.account_id = ${input.accountId}
      and r.time_created >= (${input.fromDay}::date::timestamp at time zone ${input.timeZone})
    group by r.campaign_id, c.nickname
    order by r.campaign_id`);
  return result.rows.map((row) => ({
    campaignId: Number(row.campaign_id),
    nickname: row.nickname,
    calls: Number(row.calls),
    missed: Number(row.missed),
  }));
}
