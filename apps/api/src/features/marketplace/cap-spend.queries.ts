import { monthStartOf, weekStartOf } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';

/** What of a candidate its caps are read by (`CandidateRow` has these). */
interface CappedCampaign {
  id: number;
  accountId: number;
  weeklyCapCents: number | null;
  monthlyCapCents: number | null;
}

/** Campaign id → its spend this Eastern week (from Monday) and this Eastern month, in cents. */
export interface CapSpendMaps {
  spentWeekCents: Map<number, number>;
  spentMonthCents: Map<number, number>;
}

/** The campaigns with a weekly or monthly cap: the only ones whose week and month are read. */
export function cappedOf<Row extends CappedCampaign>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => row.weeklyCapCents !== null || row.monthlyCapCents !== null);
}

const ids = (values: Iterable<number>) => sql.param([...new Set(values)].sort((a, b) => a - b));

/**
 * The week's and month's spend up to the Eastern `date` of the capped campaigns, from the daily
 * roll-up (`campaign_spend_days`, what the daily limit reads): one range of its key per account.
 */
export function capSpendSql(capped: readonly CappedCampaign[], date: string): SQL {
  const week = weekStartOf(date);
  const month = monthStartOf(date);
  const since = week < month ? week : month;
  return sql`select campaign_id as id,
      coalesce(sum(payout_cents) filter (where day >= ${week}::date), 0)::bigint as week,
      coalesce(sum(payout_cents) filter (where day >= ${month}::date), 0)::bigint as month
    from campaign_spend_days
    where account_id = any(${ids(capped.map((row) => row.accountId))}::bigint[])
      and day >= ${since}::date and day <= ${date}::date
      and campaign_id = any(${ids(capped.map((row) => row.id))}::bigint[])
    group by campaign_id`;
}

export function capSpendOf(rows: readonly { id: number; week: number; month: number }[]): CapSpendMaps {
  return {
    spentWeekCents: new Map(rows.map((row) => [Number(row.id), Number(row.week)])),
    spentMonthCents: new Map(rows.map((row) => [Number(row.id), Number(row.month)])),
  };
}
