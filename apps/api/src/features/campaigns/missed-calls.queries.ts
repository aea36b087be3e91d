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
  const result = await db.execute<{ campaign_id: number; calls: number; missed: number }>(sql`
    select campaign_id, count(*)::int as calls, (count(*) filter (where status = 'missed'))::int as missed
    from call_records
    where account_id = ${input.accountId}
      and time_created >= (${input.fromDay}::date::timestamp at time zone ${input.timeZone})
    group by campaign_id
    order by campaign_id`);
  return result.rows.map((row) => ({
    campaignId: Number(row.campaign_id),
    calls: Number(row.calls),
    missed: Number(row.missed),
  }));
}
