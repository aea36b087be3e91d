import { EASTERN_TIME_ZONE, monthStartOf, weekStartOf } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

export type CampaignSpendRow = {
  campaign_id: number;
  nickname: string;
  parent: string;
  type: string;
  today_purchases: number;
  today_cents: number;
  week_purchases: number;
  week_cents: number;
  month_purchases: number;
  month_cents: number;
};

const PERIODS = ['today', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];
const TRUNCATED: Record<Period, string> = { today: 'day', week: 'week', month: 'month' };

/**
 * Where each period starts in `timeZone` (`<period>_start`), the first Eastern day wholly inside
 * it (`<period>_day`, from which on the Eastern roll-up counts) and that day's start
 * (`<period>_edge_end`): the records from the start to there are read one by one.
 */
function boundsSql(timeZone: string): SQL {
  const columns = PERIODS.map((period) => {
    const start = sql`(date_trunc(${TRUNCATED[period]}, now() at time zone ${timeZone}) at time zone ${timeZone})`;
    const firstDay = sql`(((${start} at time zone ${EASTERN_TIME_ZONE}) + interval '1 day' - interval '1 microsecond')::date)`;
    return sql`${start} as ${sql.raw(`${period}_start`)}, ${firstDay} as ${sql.raw(`${period}_day`)},
      (${firstDay}::timestamp at time zone ${EASTERN_TIME_ZONE}) as ${sql.raw(`${period}_edge_end`)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** Charged purchases and cents per period, `inPeriod` saying which rows count for one. */
function periodSums(count: SQL, cents: SQL, inPeriod: (period: Period) => SQL): SQL {
  const sums = PERIODS.map(
    (
      period,
    ) => sql`coalesce(${count} filter (where ${inPeriod(period)}), 0) as ${sql.raw(`${period}_purchases`)},
      coalesce(${cents} filter (where ${inPeriod(period)}), 0) as ${sql.raw(`${period}_cents`)}`,
  );
  return sql.join(sums, sql`, `);
}

/** The charged records of one table between a period's start and its first whole Eastern day. */
function edgeRecords(table: 'call_records' | 'lead_records', accountId: number): SQL {
  return sql`select r.campaign_id, r.time_created, r.payout_cents from ${sql.raw(table)} r cross join bounds b
    where r.account_id = ${accountId} and r.charged
      and r.time_created >= least(b.today_start, b.week_start, b.month_start)
      and r.time_created < greatest(b.today_edge_end, b.week_edge_end, b.month_edge_end)`;
}

/**
 * Each campaign's charged purchases and spend of today, this week (from Monday) and this month,
 * days of `timeZone` (the logs' zone). The whole Eastern days come from the trigger-kept roll-up
 * `campaign_spend_days`; only the hours between a period's start in `timeZone` and the next
 * Eastern midnight are read from the records (none in Eastern time). Campaigns without a charge
 * in any period are left out.
 */
export async function listCampaignSpend(
  db: Queryable,
  accountId: number,
  timeZone: string,
): Promise<CampaignSpendRow[]> {
  const fromRollUp = periodSums(sql`sum(s.purchases)`, sql`sum(s.payout_cents)`, (period) => {
    return sql`s.day >= ${sql.raw(`b.${period}_day`)}`;
  });
  const fromRecords = periodSums(sql`count(*)`, sql`sum(e.payout_cents)`, (period) => {
    return sql`e.time_created >= ${sql.raw(`b.${period}_start`)} and e.time_created < ${sql.raw(`b.${period}_edge_end`)}`;
  });
  const total = (column: string, type: string) =>
    sql`coalesce(sum(${sql.raw(`p.${column}`)}), 0)::${sql.raw(type)} as ${sql.raw(column)}`;
  const totals = PERIODS.flatMap((period) => [
    total(`${period}_purchases`, 'int'),
    total(`${period}_cents`, 'bigint'),
  ]);
  const result = await db.execute<CampaignSpendRow>(sql`
    with bounds as (${boundsSql(timeZone)}),
    per_campaign as (
      select s.campaign_id, ${fromRollUp}
      from campaign_spend_days s cross join bounds b
      where s.account_id = ${accountId} and s.day >= least(b.today_day, b.week_day, b.month_day)
      group by s.campaign_id
      union all
      select e.campaign_id, ${fromRecords}
      from (${edgeRecords('call_records', accountId)} union all ${edgeRecords('lead_records', accountId)}) e
      cross join bounds b
      group by e.campaign_id
    )
    select c.id as campaign_id, c.nickname, c.parent, c.type, ${sql.join(totals, sql`, `)}
    from per_campaign p
    join campaigns c on c.id = p.campaign_id and c.account_id = ${accountId}
    group by c.id, c.nickname, c.parent, c.type
    having sum(p.month_purchases) > 0 or sum(p.week_purchases) > 0
    order by week_cents desc, month_cents desc, c.id`);
  return result.rows;
}

/** The wallet's balance (0 without a wallet yet) and today's ISO weekday in `timeZone` (Monday 1). */
export async function getBalanceAndWeekday(db: Queryable, accountId: number, timeZone: string) {
  const result = await db.execute<{ balance_cents: number; week_day: number }>(sql`
    select coalesce((select balance_cents from wallets where account_id = ${accountId}), 0)::bigint as balance_cents,
      extract(isodow from now() at time zone ${timeZone})::int as week_day`);
  const row = result.rows[0];
  return { balanceCents: Number(row?.balance_cents ?? 0), weekDay: Number(row?.week_day ?? 1) };
}

export type CapSpendRow = {
  campaign_id: number;
  nickname: string;
  weekly_cap_cents: number | null;
  monthly_cap_cents: number | null;
  week_cents: number;
  month_cents: number;
};

/**
 * The account's campaigns with a weekly or monthly cap and what each spent this Eastern week
 * (from Monday) and month up to the Eastern `date`, from the daily roll-up the engine checks the
 * caps on (`campaign_spend_days`, as `capSpendSql` of the marketplace reads it).
 */
export async function listCapSpend(
  db: Queryable,
  accountId: number,
  date: string,
  campaignId?: number,
): Promise<CapSpendRow[]> {
  const week = weekStartOf(date);
  const month = monthStartOf(date);
  const oneCampaign = campaignId === undefined ? sql`` : sql` and c.id = ${campaignId}`;
  const result = await db.execute<CapSpendRow>(sql`
    select c.id as campaign_id, c.nickname, c.weekly_cap_cents, c.monthly_cap_cents,
      coalesce(sum(s.payout_cents) filter (where s.day >= ${week}::date), 0)::bigint as week_cents,
      coalesce(sum(s.payout_cents) filter (where s.day >= ${month}::date), 0)::bigint as month_cents
    from campaigns c
    left join campaign_spend_days s on s.account_id = c.account_id and s.campaign_id = c.id
      and s.day >= ${week < month ? week : month}::date and s.day <= ${date}::date
    where c.account_id = ${accountId} and (c.weekly_cap_cents is not null or c.monthly_cap_cents is not null)${oneCampaign}
    group by c.id
    order by c.is_active desc, c.nickname, c.id`);
  return result.rows;
}
