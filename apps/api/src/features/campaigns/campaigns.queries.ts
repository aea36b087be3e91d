import type { CampaignRegion, CompetitivenessBand, Weekday } from '@vanbid/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { reusableQueries, runReusable } from '../../platform/db/reusable-query';
import type { CampaignHours } from '../../platform/db/schema/campaigns';
import { campaigns } from '../../platform/db/schema/index';
import { type EasternCell, minimumAt } from '../bids';

export type CampaignRow = {
  id: number;
  nickname: string;
  is_active: boolean;
  parent: string;
  type: string;
  lead_type: string;
  company: string;
  campaign_type_id: number;
  leads_limit_cents: number;
  weekly_cap_cents: number | null;
  monthly_cap_cents: number | null;
  spent_week_cents: number;
  spent_month_cents: number;
  concurrent_calls: number;
  timeout_seconds: number;
  bid_percent: number;
  hours: CampaignHours;
  geo_template_id: number | null;
  region: CampaignRegion | null;
  last_buy_date: string | null;
  spent_today_cents: number;
  purchases_today: number;
  min_bid_cents: number | null;
  competitiveness_band: CompetitivenessBand | null;
  win_rate_percent: number | null;
  paused_by: string | null;
  paused_at: string | null;
};

export interface CampaignListInput {
  accountId: number;
  /** IANA zone of `last_buy_date`. */
  timeZone: string;
  /** Today in Eastern time (`YYYY-MM-DD`): spending counts on that day. */
  easternDay: string;
  /** The current Eastern weekday and hour: the minimum of that cell prices each campaign. */
  cell: EasternCell;
  /** Only this campaign (still only within the account). */
  campaignId?: number;
}

/**
 * A join giving `spent.payout_cents` and `spent.purchases` per campaign: its charged calls and
 * leads of the Eastern day, one row of the trigger-kept roll-up `campaign_spend_days` (no
 * record is read; on PostgreSQL the list's SQL went from 5.2 ms, and a parallel plan of 12 ms
 * once the records grew, to about 1 ms).
 */
function spentOnJoin(easternDay: string | Placeholder): SQL {
  return sql`left join campaign_spend_days spent
    on spent.account_id = c.account_id and spent.day = ${easternDay}::date and spent.campaign_id = c.id`;
}

/** A capped campaign's spend this Eastern week or month from the roll-up; 0 without the cap (not read). */
function capPeriodSpend(cap: 'weekly_cap_cents' | 'monthly_cap_cents', period: 'week' | 'month'): SQL {
  const day = sql`${sql.placeholder('easternDay')}::date`;
  return sql`(case when c.${sql.identifier(cap)} is null then 0 else (
      select coalesce(sum(p.payout_cents), 0) from campaign_spend_days p
      where p.account_id = c.account_id and p.campaign_id = c.id
        and p.day >= date_trunc(${period}, ${day})::date and p.day <= ${day}) end)::bigint`;
}

/**
 * The account's campaigns, newest last buy first (never bought last; the order of
 * `sortByLastBuyDate`), with what each spent today and the minimum of the current Eastern hour
 * (the weekday picks the column), in one round trip. Values are placeholders: the statement is
 * written once per weekday (`reusableQueries`). `bench/campaigns` times it.
 */
function campaignListSql(day: Weekday, onlyOne: boolean): SQL {
  const minimum = minimumAt('c', { day, hour: sql.placeholder('hour') });
  const oneCampaign = onlyOne ? sql` and c.id = ${sql.placeholder('campaignId')}` : sql``;
  return sql`select c.id, c.nickname, c.is_active, c.parent, c.type, c.lead_type, c.company,
      c.campaign_type_id, c.leads_limit_cents, c.concurrent_calls, c.timeout_seconds, c.bid_percent,
      c.hours, c.geo_template_id, c.region, c.weekly_cap_cents, c.monthly_cap_cents,
      ${capPeriodSpend('weekly_cap_cents', 'week')} as spent_week_cents,
      ${capPeriodSpend('monthly_cap_cents', 'month')} as spent_month_cents,
      to_char(c.last_buy_at at time zone ${sql.placeholder('timeZone')}, 'YYYY-MM-DD HH24:MI:SS') as last_buy_date,
      coalesce(spent.payout_cents, 0)::bigint as spent_today_cents,
      coalesce(spent.purchases, 0)::int as purchases_today,
      ${minimum.cents} as min_bid_cents,
      cc.band as competitiveness_band, cc.win_rate_percent,
      paused_by.username as paused_by,
      to_char(pause.paused_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paused_at
    from campaigns c
    ${spentOnJoin(sql.placeholder('easternDay'))}
    left join min_hourly_bids on ${minimum.on}
    left join campaign_competitiveness cc on cc.campaign_id = c.id and cc.updated_at > now() - interval '2 hours'
    left join lateral (
      select p.paused_at, p.paused_by_user_id from campaign_pauses p
      where p.campaign_id = c.id and p.resumed_at is null and not c.is_active
      order by p.paused_at desc limit 1) pause on true
    left join users paused_by on paused_by.id = pause.paused_by_user_id
    where c.account_id = ${sql.placeholder('accountId')}${oneCampaign}
    order by c.last_buy_at desc nulls last, c.id desc`;
}

const allCampaignsOn = reusableQueries((day: Weekday) => campaignListSql(day, false));
const oneCampaignOn = reusableQueries((day: Weekday) => campaignListSql(day, true));

/** The list statement for `input` and its parameters (also what `bench/campaigns` runs raw). */
export function campaignListQuery(input: CampaignListInput) {
  const query =
    input.campaignId === undefined ? allCampaignsOn(input.cell.day) : oneCampaignOn(input.cell.day);
  const values = {
    accountId: input.accountId,
    timeZone: input.timeZone,
    easternDay: input.easternDay,
    hour: input.cell.hour,
    campaignId: input.campaignId,
  };
  return { query, values };
}

export function listCampaignRows(db: Database, input: CampaignListInput): Promise<CampaignRow[]> {
  const { query, values } = campaignListQuery(input);
  return runReusable<CampaignRow>(db, query, values);
}

export type CampaignChanges = Partial<
  Pick<
    typeof campaigns.$inferInsert,
    | 'nickname'
    | 'isActive'
    | 'leadsLimitCents'
    | 'weeklyCapCents'
    | 'monthlyCapCents'
    | 'concurrentCalls'
    | 'timeoutSeconds'
    | 'bidPercent'
    | 'hours'
    | 'geoTemplateId'
    | 'region'
  >
>;

/**
 * Who switched the campaign off: written on its open pause, which the trigger of
 * `campaign_pauses_track` opened in the same transaction.
 */
export async function recordPauser(db: Queryable, campaignId: number, userId: number): Promise<void> {
  await db.execute(sql`update campaign_pauses set paused_by_user_id = ${userId}
    where campaign_id = ${campaignId} and resumed_at is null`);
}

/** Changes one campaign of the account; false when the account has no such campaign. */
export async function updateCampaign(
  db: Queryable,
  accountId: number,
  campaignId: number,
  changes: CampaignChanges,
): Promise<boolean> {
  const set = Object.keys(changes).length > 0 ? changes : { id: campaignId };
  const rows = await db
    .update(campaigns)
    .set(set)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, accountId)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Every campaign of the account with its charged payouts (cents) and purchases of the Eastern day. */
export async function listPayoutsOn(db: Queryable, accountId: number, easternDay: string) {
  const result = await db.execute<{ campaign_id: number; cents: number; count: number }>(sql`
    select c.id as campaign_id, coalesce(spent.payout_cents, 0)::bigint as cents, coalesce(spent.purchases, 0)::int as count
    from campaigns c
    ${spentOnJoin(easternDay)}
    where c.account_id = ${accountId}
    order by c.id`);
  return result.rows;
}
