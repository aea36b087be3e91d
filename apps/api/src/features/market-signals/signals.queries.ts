import {
  type BidDistance,
  type BudgetCaps,
  type BuyingHours,
  type CampaignGroup,
  campaignGroup,
  EASTERN_TIME_ZONE,
  NO_BUDGET_CAPS,
  WEEKDAYS,
  type Weekday,
} from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

export interface SignalCampaign {
  id: number;
  nickname: string;
  group: CampaignGroup;
  distance: BidDistance;
  campaignTypeId: number | null;
  bidPercent: number;
  geoTemplateId: number | null;
  createdAt: Date;
  /** The daily limit in cents; null where the engine applies none (branded calls). */
  dailyLimitCents: number | null;
  /** Eastern buying hours as set now. */
  hours: BuyingHours;
  /** The weekly and monthly caps in cents (none for branded calls, like the daily limit). */
  caps: BudgetCaps;
}

const centsOrNull = (value: unknown) => (value === null ? null : Number(value));

/** The account's campaign, or null (another account's is as unknown as a missing one). */
export async function findSignalCampaign(
  db: Queryable,
  accountId: number,
  campaignId: number,
): Promise<SignalCampaign | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, nickname, parent, type, lead_type, campaign_type_id, bid_percent, geo_template_id, created_at,
      leads_limit_cents, hours, weekly_cap_cents, monthly_cap_cents
    from campaigns where id = ${campaignId} and account_id = ${accountId}`);
  const row = result.rows[0];
  if (!row) return null;
  const group = campaignGroup({ parent: row.parent as string, type: row.type as string }) ?? 'calls';
  return {
    id: Number(row.id),
    nickname: String(row.nickname),
    group,
    distance: row.lead_type === 'Long Distance' ? 'long' : 'local',
    campaignTypeId: row.campaign_type_id === null ? null : Number(row.campaign_type_id),
    bidPercent: Number(row.bid_percent),
    geoTemplateId: row.geo_template_id === null ? null : Number(row.geo_template_id),
    createdAt: new Date(row.created_at as string),
    dailyLimitCents: group === 'branded' ? null : Number(row.leads_limit_cents),
    hours: (row.hours ?? {}) as BuyingHours,
    caps:
      group === 'branded'
        ? NO_BUDGET_CAPS
        : {
            weeklyCapCents: centsOrNull(row.weekly_cap_cents),
            monthlyCapCents: centsOrNull(row.monthly_cap_cents),
          },
  };
}

/** The minimum of every weekday and Eastern hour of the campaign's type and distance: `mon:13` → cents. */
export async function readSlotMinimums(
  db: Queryable,
  campaign: SignalCampaign,
): Promise<Map<string, number>> {
  const minimums = new Map<string, number>();
  if (campaign.campaignTypeId === null) return minimums;
  const result = await db.execute<Record<string, unknown>>(sql`
    select * from min_hourly_bids
    where campaign_type_id = ${campaign.campaignTypeId} and distance = ${campaign.distance}`);
  for (const row of result.rows)
    for (const day of WEEKDAYS) minimums.set(`${day}:${row.hour}`, Number(row[`${day}_cents`]));
  return minimums;
}

export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

const inRange = (column: string, range: DayRange) => sql`
  ${sql.identifier(column)} >= (${range.from}::date::timestamp at time zone ${range.timeZone})
  and ${sql.identifier(column)} < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;

/**
 * The campaign's lines of the decision log: rows of marketplace_decisions (wins, calls), the
 * leads it lost kept side by side on the offer row, and the leads of the fields it was in that it
 * neither won nor lost otherwise (both found through their GIN index).
 */
const decisionsOf = (campaignId: number, since: SQL, until: SQL) => sql`(
  select d.offer_id, d.created_at, d.loss_reason, d.clearing_price_cents from marketplace_decisions d
  where d.campaign_id = ${campaignId} and d.created_at >= ${since} and d.created_at < ${until}
  union all
  select o.id, o.created_at, u.loss_reason, case when u.loss_reason = 'outbid' then o.clearing_price_cents end
  from marketplace_offers o
  cross join lateral unnest(o.lost_campaign_ids, o.lost_reasons) as u(campaign_id, loss_reason)
  where o.lost_campaign_ids @> array[${campaignId}]::bigint[] and u.campaign_id = ${campaignId}
    and o.created_at >= ${since} and o.created_at < ${until}
  union all
  select o.id, o.created_at, coalesce(nullif(f.reason, ''), 'outbid'), case when f.reason = '' then o.clearing_price_cents end
  from marketplace_lead_fields lf
  cross join lateral unnest(lf.campaign_ids, lf.reasons) as f(campaign_id, reason)
  join marketplace_offers o on o.field_id = lf.id
  where lf.campaign_ids @> array[${campaignId}]::bigint[] and f.campaign_id = ${campaignId}
    and lf.created_at >= ${since} and lf.created_at < ${until}
    and ${campaignId} <> all(o.lost_campaign_ids) and ${campaignId} <> all(o.won_campaign_ids))`;

const rangeBounds = (range: DayRange) => ({
  since: sql`(${range.from}::date::timestamp at time zone ${range.timeZone})`,
  until: sql`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`,
});

/** The campaign's decisions in the range: wins, and losses by reason with the outbid prices. */
export async function countDecisions(db: Queryable, campaignId: number, range: DayRange) {
  const { since, until } = rangeBounds(range);
  const result = await db.execute<{ reason: string | null; offers: number }>(sql`
    select loss_reason as reason, count(*)::int as offers from ${decisionsOf(campaignId, since, until)} as d
    group by 1`);
  const prices = await db.execute<{ low: number | null; median: number | null; high: number | null }>(sql`
    select min(clearing_price_cents) as low, max(clearing_price_cents) as high,
      percentile_disc(0.5) within group (order by clearing_price_cents) as median
    from ${decisionsOf(campaignId, since, until)} as d
    where loss_reason = 'outbid' and clearing_price_cents is not null`);
  return { reasons: result.rows, clearing: prices.rows[0] ?? null };
}

/**
 * Whether offer `o` comes from inside the campaign's areas as they are now (its ZIP template, or the
 * one its region was expanded into); a campaign without one buys anywhere.
 */
const inAreaNow = (campaign: Pick<SignalCampaign, 'geoTemplateId'>) =>
  campaign.geoTemplateId === null
    ? sql`true`
    : sql`coalesce((select zip_codes ? o.from_zip from geo_templates where id = ${campaign.geoTemplateId}), false)`;

const offerKind = (group: CampaignGroup) =>
  group === 'leads' ? sql`o.kind = 'lead'` : sql`o.kind = 'call' and o.is_branded = ${group === 'branded'}`;

/**
 * Offers of the campaign's kind and distance in the range whose origin lies outside its areas (the
 * engine counts these without logging each campaign). Reads the campaign's areas as they are now.
 */
export async function countOutsideAreas(
  db: Queryable,
  campaign: SignalCampaign,
  range: DayRange,
): Promise<number> {
  if (campaign.geoTemplateId === null) return 0;
  const result = await db.execute<{ offers: number }>(sql`
    select count(*)::int as offers from marketplace_offers o
    where ${offerKind(campaign.group)} and o.distance = ${campaign.distance} and ${inRange('created_at', range)}
      and not coalesce((select zip_codes ? o.from_zip from geo_templates where id = ${campaign.geoTemplateId}), true)`);
  return Number(result.rows[0]?.offers ?? 0);
}

/**
 * Offers of the campaign's kind and distance from inside its areas (as they are now) that came
 * while it was switched off (`campaign_pauses`): a paused campaign is no candidate, so the engine
 * logs nothing for it, and nothing is written on the sale path to count them.
 */
export async function countPausedOffers(
  db: Queryable,
  campaign: SignalCampaign,
  range: DayRange,
): Promise<number> {
  const result = await db.execute<{ offers: number }>(sql`
    select count(*)::int as offers from campaign_pauses p
    join marketplace_offers o on o.created_at >= p.paused_at and (p.resumed_at is null or o.created_at < p.resumed_at)
    where p.campaign_id = ${campaign.id} and ${offerKind(campaign.group)} and o.distance = ${campaign.distance}
      and ${inRange('created_at', range)} and ${inAreaNow(campaign)}`);
  return Number(result.rows[0]?.offers ?? 0);
}

export interface PastAuction {
  lossReason: string | null;
  slot: string;
  /** Eastern date, weekday and `HH:mm` of the offer. */
  date: string;
  weekday: Weekday;
  time: string;
  rivalPricesCents: number[];
}

/**
 * The offers of the campaign's kind and distance since `since` (and since it was created) from
 * inside its areas as they are now that it took no part in while switched on: the engine skipped
 * it for its area then (an area it added since). Each with no loss reason of its own. Reads the
 * campaign's own lines from `mine`, the query's first part.
 */
const unseenOffers = (campaign: ReplayedCampaign, since: SQL, until: SQL) => sql`
  select o.id as offer_id, null::text as loss_reason from marketplace_offers o
  where ${offerKind(campaign.group)} and o.distance = ${campaign.distance}
    and o.created_at >= greatest(${since}, ${campaign.createdAt.toISOString()}::timestamptz)
    and o.created_at < ${until} and ${inAreaNow(campaign)}
    and not exists (select 1 from mine m where m.offer_id = o.id)
    and not exists (select 1 from campaign_pauses p where p.campaign_id = ${campaign.id}
      and o.created_at >= p.paused_at and (p.resumed_at is null or o.created_at < p.resumed_at))`;

type ReplayedCampaign = Pick<SignalCampaign, 'id' | 'geoTemplateId' | 'group' | 'distance' | 'createdAt'>;

/**
 * The campaign's auctions of the last 4 weeks from inside its areas as they are now (an offer from
 * an area it no longer buys in could not be bought again), with the market's offers from an area it
 * has added since (`unseenOffers`), in time order, each with its Eastern slot and the rivals' prices.
 */
export async function listPastAuctions(
  db: Queryable,
  campaign: ReplayedCampaign,
  now: Date,
): Promise<PastAuction[]> {
  const campaignId = campaign.id;
  const until = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${until} - interval '28 days'`;
  const result = await db.execute<{
    loss_reason: string | null;
    dow: number;
    hour: number;
    date: string;
    time: string;
    rivals: number[];
  }>(sql`
    with mine as (select offer_id, loss_reason from ${decisionsOf(campaignId, since, until)} as d),
      replayed as (select * from mine union all ${unseenOffers(campaign, since, until)})
    select m.loss_reason,
      extract(isodow from o.created_at at time zone ${EASTERN_TIME_ZONE})::int as dow,
      extract(hour from o.created_at at time zone ${EASTERN_TIME_ZONE})::int as hour,
      to_char(o.created_at at time zone ${EASTERN_TIME_ZONE}, 'YYYY-MM-DD') as date,
      to_char(o.created_at at time zone ${EASTERN_TIME_ZONE}, 'HH24:MI') as time,
      coalesce((select array_agg(p.price) from (
        select r.price_cents as price from marketplace_decisions r
        where r.offer_id = m.offer_id and r.campaign_id <> ${campaignId} and (r.is_won or r.loss_reason = 'outbid')
        union all
        select u.price from unnest(o.lost_campaign_ids, o.lost_prices_cents, o.lost_reasons) as u(campaign_id, price, reason)
        where u.campaign_id <> ${campaignId} and u.reason = 'outbid'
        union all
        select f.price from marketplace_lead_fields lf
        cross join lateral unnest(lf.campaign_ids, lf.prices_cents, lf.reasons) as f(campaign_id, price, reason)
        where lf.id = o.field_id and f.campaign_id <> ${campaignId} and f.reason = ''
          and f.campaign_id <> all(o.lost_campaign_ids) and f.campaign_id <> all(o.won_campaign_ids)) as p), '{}') as rivals
    from replayed m join marketplace_offers o on o.id = m.offer_id
    where ${inAreaNow(campaign)}
    order by o.created_at, o.id`);
  return result.rows.map((row) => ({
    lossReason: row.loss_reason,
    slot: `${WEEKDAYS[Number(row.dow) - 1]}:${Number(row.hour)}`,
    weekday: WEEKDAYS[Number(row.dow) - 1]!,
    date: row.date,
    time: row.time,
    rivalPricesCents: (row.rivals ?? []).map(Number),
  }));
}
