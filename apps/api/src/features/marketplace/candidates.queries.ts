import type { BidDistance, Weekday } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import type { CampaignHours } from '../../platform/db/schema/index';

/** One campaign of the offer's kind and distance, as the engine sees it now. */
export interface CandidateRow {
  id: number;
  accountId: number;
  nickname: string;
  parent: string;
  type: string;
  isActive: boolean;
  hours: CampaignHours;
  limitCents: number;
  concurrentCalls: number;
  timeoutSeconds: number;
  bidPercent: number;
  lastBuyAt: number | null;
  minCents: number | null;
  isInGeography: boolean;
  spentTodayCents: number;
  balanceCents: number;
  activeCalls: number;
  /** The auto-recharge threshold when auto-recharge is on (and has not failed since saved). */
  rechargeThresholdCents: number | null;
  phone: string | null;
}

export interface CandidateQuery {
  kind: 'lead' | 'call';
  distance: BidDistance;
  fromZip: string;
  day: Weekday;
  hour: number;
  /** The Eastern calendar day of the spend roll-up. */
  date: string;
  isBranded?: boolean;
}

export const LEAD_PARENTS = sql`('HE', 'QR', 'MD')`;

/** Campaigns of the offer's group (leads: parent HE, QR or MD; calls and branded: DIJOCA) and distance. */
function ofGroup(query: Pick<CandidateQuery, 'kind' | 'isBranded'>) {
  return query.kind === 'lead'
    ? sql`upper(c.parent) in ${LEAD_PARENTS}`
    : query.isBranded
      ? sql`upper(c.parent) = 'DIJOCA' and c.type ilike '%branded%'`
      : sql`upper(c.parent) = 'DIJOCA' and c.type not ilike '%branded%'`;
}

function ofKind(query: CandidateQuery) {
  return sql`${ofGroup(query)} and (c.lead_type = 'Long Distance') = ${query.distance === 'long'}`;
}

/** Each template's ZIP list is read once per offer (not once per campaign that uses it). */
const inArea = (zip: string) =>
  sql`(c.geo_template_id is null or c.geo_template_id in (select id from geo_templates where zip_codes ? ${zip}))`;

/**
 * The campaigns of the offer's kind that are switched off or outside their area: counted, not
 * read (docs/product.md §4: they are not logged one by one).
 */
export async function countOutOfMarket(
  tx: Queryable,
  query: CandidateQuery,
): Promise<Record<string, number>> {
  const result = await tx.execute<{ inactive: number; geography: number }>(sql`
    select count(*) filter (where not c.is_active)::int as inactive,
      count(*) filter (where c.is_active and not ${inArea(query.fromZip)})::int as geography
    from campaigns c where ${ofKind(query)}`);
  const counts = result.rows[0] ?? { inactive: 0, geography: 0 };
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => Number(count) > 0));
}

/** Where an offer comes from: its distance and origin ZIP (the campaigns that may want it). */
export interface OfferArea {
  distance: BidDistance;
  fromZip: string;
}

/**
 * The campaigns switched on, of this kind and distance, whose area holds the origin, with the
 * minimum of the Eastern hour, today's spend, the wallet, live calls and the auto-recharge
 * threshold. One statement; the caller applies the rules.
 */
export async function listCandidates(tx: Queryable, query: CandidateQuery): Promise<CandidateRow[]> {
  const result = await tx.execute<CandidateRow & Record<string, unknown>>(sql`
    ${candidateColumns(query)} where ${ofKind(query)} and c.is_active and ${inArea(query.fromZip)} order by c.id`);
  return result.rows;
}

/**
 * What the engine reads of a campaign: its settings, the minimum of the Eastern hour for its
 * distance, today's spend, the wallet, live calls (calls), the auto-recharge threshold, the phone.
 */
function candidateColumns(query: Omit<CandidateQuery, 'distance' | 'fromZip'>) {
  const dayColumn = sql.identifier(`${query.day}_cents`);
  const activeCalls =
    query.kind === 'call'
      ? sql`(select count(*) from call_records r where r.campaign_id = c.id and r.status in ('ringing', 'in_progress'))::int`
      : sql`0`;
  return sql`
    select c.id, c.account_id as "accountId", c.nickname, c.parent, c.type, c.is_active as "isActive",
      c.hours, c.leads_limit_cents as "limitCents", c.concurrent_calls as "concurrentCalls",
      c.timeout_seconds as "timeoutSeconds", c.bid_percent as "bidPercent",
      (extract(epoch from c.last_buy_at) * 1000)::float8 as "lastBuyAt",
      m.${dayColumn} as "minCents",
      true as "isInGeography",
      coalesce(s.payout_cents, 0) as "spentTodayCents", coalesce(w.balance_cents, 0) as "balanceCents",
      ${activeCalls} as "activeCalls",
      case when rs.is_enabled and rs.last_failure_at is null then rs.threshold_cents end as "rechargeThresholdCents",
      co.phone_number as phone
    from campaigns c
    left join min_hourly_bids m on m.campaign_type_id = c.campaign_type_id
      and m.distance = case when c.lead_type = 'Long Distance' then 'long' else 'local' end and m.hour = ${query.hour}
    left join campaign_spend_days s on s.account_id = c.account_id and s.day = ${query.date} and s.campaign_id = c.id
    left join wallets w on w.account_id = c.account_id
    left join recharge_settings rs on rs.account_id = c.account_id
    left join companies co on co.account_id = c.account_id`;
}

/** Accounts that bought a lead with this phone in the last 30 days (the duplicate rule). */
export async function accountsThatBoughtPhone(
  tx: Queryable,
  phone: string,
  at?: SaleTime,
): Promise<Set<number>> {
  const result = await tx.execute<{ account_id: number }>(sql`
    select distinct account_id from lead_records
    where phone = ${phone} and time_created > ${timeSql(at)} - interval '30 days'`);
  return new Set(result.rows.map((row) => Number(row.account_id)));
}

/** Locks the campaigns (in id order, so two sales never wait on each other in a circle). */
export async function lockCampaigns(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from campaigns where id in ${sql`(${sql.join(
      [...ids].sort((a, b) => a - b).map((id) => sql`${id}`),
      sql`, `,
    )})`} order by id for no key update`);
}

/** Spend today and live calls of locked campaigns, read after the lock (what committed sales left). */
export async function readLockedState(
  tx: Queryable,
  ids: readonly number[],
  date: string,
): Promise<Map<number, { spentTodayCents: number; activeCalls: number }>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute<{ id: number; spent: number; active: number }>(sql`
    select c.id, coalesce(s.payout_cents, 0) as spent,
      (select count(*) from call_records r where r.campaign_id = c.id and r.status in ('ringing', 'in_progress'))::int as active
    from campaigns c
    left join campaign_spend_days s on s.account_id = c.account_id and s.day = ${date} and s.campaign_id = c.id
    where c.id in (${list})`);
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      { spentTodayCents: Number(row.spent), activeCalls: Number(row.active) },
    ]),
  );
}
