// SQL of the campaign dashboards: one scan, grouped by hour of the day in the chosen time zone.
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { campaigns } from '../../platform/db/schema/index';
import type { RecordSource } from './record-fields';

export async function findCampaign(db: Queryable, accountId: number, campaignId: number) {
  const [campaign] = await db
    .select({ id: campaigns.id, nickname: campaigns.nickname })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, accountId)));
  return campaign;
}

/** Volume of one local hour (`YYYY-MM-DD HH` in the time zone). */
export type HourVolume = {
  hour_bucket: string;
  count: number;
  spend_cents: number;
  /** Charged records, for the average payout (uncharged ones do not pull it down). */
  billable: number;
  /** Records whose payout is zero or null. */
  zero_payouts: number;
};

export interface DashboardRange {
  accountId: number;
  campaignId: number;
  /** First and last day, `YYYY-MM-DD`, inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

export async function listHourVolumes(db: Queryable, source: RecordSource, range: DashboardRange) {
  const { accountId, campaignId, from, to, timeZone } = range;
  const branded =
    source.isBranded === null ? sql`` : sql` and "is_branded" = ${sql.raw(String(source.isBranded))}`;
  const result = await db.execute<HourVolume>(sql`
    select to_char(date_trunc('hour', "time_created" at time zone ${timeZone}), 'YYYY-MM-DD HH24') as "hour_bucket",
      count(*) as "count",
      coalesce(sum("payout_cents"), 0) as "spend_cents",
      count(*) filter (where "charged") as "billable",
      count(*) filter (where coalesce("payout_cents", 0) = 0) as "zero_payouts"
    from ${sql.identifier(source.table)}
    where "account_id" = ${accountId}${branded} and "campaign_id" = ${campaignId}
      and "time_created" >= (${from}::date::timestamp at time zone ${timeZone})
      and "time_created" < ((${to}::date + 1)::timestamp at time zone ${timeZone})
    group by 1`);
  return result.rows.map((row) => ({
    ...row,
    count: Number(row.count),
    spend_cents: Number(row.spend_cents),
    billable: Number(row.billable),
    zero_payouts: Number(row.zero_payouts),
  }));
}
