import { EASTERN_TIME_ZONE, RETURN_DEFAULTS, type ReturnKind, type ReturnSettings } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** What a return is decided on: the record, the sale's billed item, the offer and the checks' facts. */
export interface ReturnItem {
  kind: ReturnKind;
  recordId: number;
  accountId: number;
  campaignId: number;
  campaignName: string;
  boughtAt: Date;
  priceCents: number | null;
  isCharged: boolean;
  phone: string;
  fromZip: string | null;
  chargeTransactionId: number | null;
  publisherId: number | null;
  hasConsentCertificate: boolean;
  isDuplicate: boolean;
  isOutsideArea: boolean;
}

type Row = {
  id: string;
  account_id: string;
  campaign_id: string;
  campaign_name: string;
  time_created: Date | string;
  payout_cents: string | null;
  charged: boolean;
  phone: string;
  from_zip: string | null;
  charge_id: string | null;
  publisher_id: string | null;
  certificate_url: string | null;
  is_duplicate: boolean;
  is_outside_area: boolean;
};

/**
 * The area check: a campaign limited to a ZIP list that does not hold the origin. Areas keep no
 * history, so this reads the campaign's area as it is now.
 */
const OUTSIDE_AREA = sql`coalesce((select not (g.zip_codes ? r.from_zip)
  from campaigns c join geo_templates g on g.id = c.geo_template_id where c.id = r.campaign_id), false)`;

/**
 * A sale's billed item names its record ("Lead #<record id> — campaign"); one billed before that
 * named its offer, so the offer's id is matched too, the record's first.
 */
const BY_RECORD_FIRST = sql`(split_part(t.description, ' ', 2) = '#' || r.id) desc`;

const leadItem = (accountId: number, id: number) => sql`
  select r.id, r.account_id, r.campaign_id, r.campaign_name, r.time_created, r.payout_cents, r.charged,
    r.phone, r.from_zip, t.id as charge_id, o.publisher_id,
    o.payload -> 'consent' ->> 'certificate_url' as certificate_url,
    exists (select 1 from lead_records p where p.account_id = r.account_id and p.phone = r.phone
      and (p.time_created, p.id) < (r.time_created, r.id)
      and p.time_created >= r.time_created - interval '30 days') as is_duplicate,
    ${OUTSIDE_AREA} as is_outside_area
  from lead_records r
  left join marketplace_decisions d on d.campaign_id = r.campaign_id and d.created_at = r.time_created
    and d.record_id = r.id and d.is_won
  left join marketplace_offers o on o.id = d.offer_id and o.kind = 'lead'
  left join transactions t on t.account_id = r.account_id and t.type = 'lead' and t.status = 'succeeded'
    and t.campaign_id = r.campaign_id and t.created_at = r.time_created
    and (t.description like 'Lead #' || r.id || ' —%' or t.description like 'Lead #' || o.id || ' —%')
  where r.id = ${id} and r.account_id = ${accountId}
  order by ${BY_RECORD_FIRST}
  limit 1`;

const callItem = (accountId: number, id: number) => sql`
  select r.id, r.account_id, r.campaign_id, r.campaign_name, r.time_created, r.payout_cents, r.charged,
    r.caller_phone as phone, r.from_zip, t.id as charge_id, o.publisher_id, null as certificate_url,
    false as is_duplicate, ${OUTSIDE_AREA} as is_outside_area
  from call_records r
  left join lateral (select offer_id from marketplace_decisions d
    where d.campaign_id = r.campaign_id and d.record_id = r.id and d.is_won limit 1) d on true
  left join marketplace_offers o on o.id = d.offer_id and o.kind = 'call'
  left join transactions t on t.account_id = r.account_id and t.type = 'call' and t.status = 'succeeded'
    and t.campaign_id = r.campaign_id
    and (t.description like 'Call #' || r.id || ' —%' or t.description like 'Call #' || o.id || ' —%')
  where r.id = ${id} and r.account_id = ${accountId}
  order by ${BY_RECORD_FIRST}
  limit 1`;

/** The account's lead or call with what its return is decided on; undefined for another's or none. */
export async function findReturnItem(
  db: Queryable,
  accountId: number,
  kind: ReturnKind,
  id: number,
): Promise<ReturnItem | undefined> {
  const result = await db.execute<Row>(kind === 'lead' ? leadItem(accountId, id) : callItem(accountId, id));
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    kind,
    recordId: Number(row.id),
    accountId: Number(row.account_id),
    campaignId: Number(row.campaign_id),
    campaignName: row.campaign_name,
    boughtAt: new Date(row.time_created),
    priceCents: row.payout_cents === null ? null : Number(row.payout_cents),
    isCharged: row.charged,
    phone: row.phone,
    fromZip: row.from_zip,
    chargeTransactionId: row.charge_id === null ? null : Number(row.charge_id),
    publisherId: row.publisher_id === null ? null : Number(row.publisher_id),
    hasConsentCertificate: Boolean(row.certificate_url),
    isDuplicate: row.is_duplicate,
    isOutsideArea: row.is_outside_area,
  };
}

/** The account's return settings (the defaults for an account that never changed them). */
export async function getReturnSettings(db: Queryable, accountId: number): Promise<ReturnSettings> {
  const result = await db.execute<{ lead_days: number; call_days: number; cap: number }>(sql`
    select lead_return_days as lead_days, call_return_days as call_days, return_cap_percent as cap
    from accounts where id = ${accountId}`);
  const row = result.rows[0];
  return {
    leadWindowDays: Number(row?.lead_days ?? RETURN_DEFAULTS.leadWindowDays),
    callWindowDays: Number(row?.call_days ?? RETURN_DEFAULTS.callWindowDays),
    capPercent: Number(row?.cap ?? RETURN_DEFAULTS.capPercent),
  };
}

/**
 * This Eastern calendar month: the account's purchases (its lead and call billed items, returned
 * ones too) and its returns that were not refused.
 */
export async function getMonthUsage(db: Queryable, accountId: number) {
  const result = await db.execute<{ purchases: string; returns: string }>(sql`
    with month as (
      select (date_trunc('month', now() at time zone ${EASTERN_TIME_ZONE}) at time zone ${EASTERN_TIME_ZONE}) as start)
    select
      (select count(*) from transactions t, month m where t.account_id = ${accountId}
        and t.type in ('lead', 'call') and t.status = 'succeeded' and t.created_at >= m.start) as purchases,
      (select count(*) from record_returns x, month m where x.account_id = ${accountId}
        and x.status <> 'refused' and x.created_at >= m.start) as returns`);
  const row = result.rows[0];
  return { purchases: Number(row?.purchases ?? 0), returns: Number(row?.returns ?? 0) };
}

/** Whether a return of this item was asked for before (any outcome). */
export async function hasEarlierReturn(db: Queryable, kind: ReturnKind, recordId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from record_returns where kind = ${kind} and record_id = ${recordId} limit 1`,
  );
  return result.rows.length > 0;
}
