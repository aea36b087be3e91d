import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
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

/**
 * Each campaign's charged purchases and spend of today, this week (from Monday) and this month,
 * Eastern days, summed from the trigger-kept roll-up `campaign_spend_days` (no record is read).
 * Campaigns without a charge since the earlier of Monday and the 1st are left out.
 */
export async function listCampaignSpend(db: Queryable, accountId: number): Promise<CampaignSpendRow[]> {
  const result = await db.execute<CampaignSpendRow>(sql`
    with today as (select (now() at time zone ${EASTERN_TIME_ZONE})::date as day),
    bounds as (
      select day, date_trunc('week', day)::date as week_start, date_trunc('month', day)::date as month_start
      from today
    )
    select c.id as campaign_id, c.nickname, c.parent, c.type,
      coalesce(sum(s.purchases) filter (where s.day = b.day), 0)::int as today_purchases,
      coalesce(sum(s.payout_cents) filter (where s.day = b.day), 0)::bigint as today_cents,
      coalesce(sum(s.purchases) filter (where s.day >= b.week_start), 0)::int as week_purchases,
      coalesce(sum(s.payout_cents) filter (where s.day >= b.week_start), 0)::bigint as week_cents,
      coalesce(sum(s.purchases) filter (where s.day >= b.month_start), 0)::int as month_purchases,
      coalesce(sum(s.payout_cents) filter (where s.day >= b.month_start), 0)::bigint as month_cents
    from campaign_spend_days s
    cross join bounds b
    join campaigns c on c.id = s.campaign_id and c.account_id = s.account_id
    where s.account_id = ${accountId} and s.day >= least(b.week_start, b.month_start) and s.day <= b.day
    group by c.id, c.nickname, c.parent, c.type
    order by week_cents desc, month_cents desc, c.id`);
  return result.rows;
}

/** The wallet's balance (0 without a wallet yet) and today's ISO weekday in Eastern time (Monday 1). */
export async function getBalanceAndWeekday(db: Queryable, accountId: number) {
  const result = await db.execute<{ balance_cents: number; week_day: number }>(sql`
    select coalesce((select balance_cents from wallets where account_id = ${accountId}), 0)::bigint as balance_cents,
      extract(isodow from now() at time zone ${EASTERN_TIME_ZONE})::int as week_day`);
  const row = result.rows[0];
  return { balanceCents: Number(row?.balance_cents ?? 0), weekDay: Number(row?.week_day ?? 1) };
}
