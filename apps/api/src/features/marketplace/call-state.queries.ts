import { fromCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';

export interface CallStateRow {
  id: number;
  publisherId: number;
  callState: 'ringing' | 'answered' | 'ended' | 'unrouted';
  unsoldReason: string | null;
  phone: string;
  fromZip: string;
  toZip: string;
  distance: 'local' | 'long';
  isBranded: boolean;
  triedCampaignIds: number[];
  recordId: number | null;
  accountId: number | null;
  campaignId: number | null;
  nickname: string | null;
  limitCents: number | null;
  weeklyCapCents: number | null;
  monthlyCapCents: number | null;
  timeoutSeconds: number | null;
  buyerPhone: string | null;
  payoutCents: number | null;
  charged: boolean | null;
  notChargedReason: string | null;
  priceCents: number | null;
  /** Ringing for longer than the campaign's `timeout_seconds`: the next buyer should be tried. */
  isRingExpired: boolean;
}

/**
 * A publisher's call with its current record, campaign and routed price; `lock` holds the offer
 * row; `at` is the moment its ring expiry is judged at (default now).
 */
export async function findCall(
  tx: Queryable,
  where: { id: number; publisherId: number } | { externalId: string; publisherId: number },
  options: { lock?: boolean; at?: SaleTime } = {},
): Promise<CallStateRow | undefined> {
  const match = 'id' in where ? sql`o.id = ${where.id}` : sql`o.external_id = ${where.externalId}`;
  const result = await tx.execute<CallStateRow & Record<string, unknown>>(sql`
    select o.id, o.publisher_id as "publisherId", o.call_state as "callState", o.unsold_reason as "unsoldReason",
      o.phone, o.from_zip as "fromZip", o.to_zip as "toZip", o.distance, o.is_branded as "isBranded",
      o.tried_campaign_ids as "triedCampaignIds", r.id as "recordId", r.account_id as "accountId",
      r.campaign_id as "campaignId", c.nickname, c.leads_limit_cents as "limitCents",
      c.weekly_cap_cents::float8 as "weeklyCapCents", c.monthly_cap_cents::float8 as "monthlyCapCents",
      c.timeout_seconds as "timeoutSeconds", co.phone_number as "buyerPhone", r.payout_cents as "payoutCents",
      r.charged, r.not_charged_reason as "notChargedReason",
      (o.call_state = 'ringing' and o.state_changed_at + make_interval(secs => c.timeout_seconds) <= ${timeSql(options.at)}) as "isRingExpired",
      (select d.price_cents from marketplace_decisions d where d.offer_id = o.id and d.record_id = r.id and d.is_won limit 1) as "priceCents"
    from marketplace_offers o
    left join call_records r on r.id = o.call_record_id
    left join campaigns c on c.id = r.campaign_id
    left join companies co on co.account_id = r.account_id
    where ${match} and o.publisher_id = ${where.publisherId} and o.kind = 'call'
    ${options.lock ? sql`for update of o` : sql``}`);
  const row = result.rows[0];
  return row && { ...row, triedCampaignIds: (row.triedCampaignIds ?? []).map(Number) };
}

/** The publisher's view of a call. */
export function toWireCall(row: CallStateRow, replayed: boolean) {
  const isLive = row.callState === 'ringing' || row.callState === 'answered';
  const isEnded = row.callState === 'ended';
  return {
    call_id: row.id,
    state: row.callState,
    buyer_phone: isLive ? row.buyerPhone : null,
    timeout_seconds: isLive ? row.timeoutSeconds : null,
    charged: isEnded ? Boolean(row.charged) : null,
    payout: isEnded ? fromCents(Number(row.payoutCents ?? 0)) : null,
    not_charged_reason: isEnded ? row.notChargedReason : null,
    replayed,
  };
}

/** Calls ringing past their campaign's timeout, oldest first (the ring timeout sweep). */
export async function listExpiredRings(tx: Queryable): Promise<{ id: number; publisherId: number }[]> {
  const result = await tx.execute<{ id: number; publisherId: number }>(sql`
    select o.id, o.publisher_id as "publisherId"
    from marketplace_offers o
    join call_records r on r.id = o.call_record_id
    join campaigns c on c.id = r.campaign_id
    where o.call_state = 'ringing' and o.state_changed_at + make_interval(secs => c.timeout_seconds) <= now()
    order by o.state_changed_at
    limit 500`);
  return result.rows.map((row) => ({ id: Number(row.id), publisherId: Number(row.publisherId) }));
}
