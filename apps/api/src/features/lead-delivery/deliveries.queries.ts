import type { DeliveryKind, WebhookFormat } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';

/** How long an attempt holds its delivery; past it (a crashed process) another may take it. */
export const LEASE_SECONDS = 30;

/** A delivery taken for an attempt, with its destination and the buyer's lead record. */
export type ClaimedDelivery = {
  id: number;
  message_id: string;
  attempts: number;
  created_at: Date;
  record_id: number | null;
  destination_id: number;
  account_id: number;
  name: string;
  kind: DeliveryKind;
  emails: string[];
  phones: string[];
  format: WebhookFormat | null;
  url_sealed: string | null;
  secret_sealed: string | null;
  campaign_name: string | null;
  time_created: Date | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  from_zip: string | null;
  to_zip: string | null;
  move_date: string | null;
  move_size: string | null;
  distance: 'local' | 'long' | null;
  payout_cents: number | null;
};

/**
 * Takes the deliveries of `ids` that are due, not held by another attempt and whose destination
 * is live (a paused one still takes test leads): each is leased and its attempt counted, in one
 * statement, so two workers never send the same one at once.
 */
export async function claimDeliveries(db: Queryable, ids: readonly number[]): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ClaimedDelivery>(sql`
    with claimed as (
      update lead_deliveries ld set leased_until = now() + make_interval(secs => ${LEASE_SECONDS}),
        attempts = ld.attempts + 1, first_attempt_at = coalesce(ld.first_attempt_at, clock_timestamp())
      from delivery_destinations d
      where ld.id = any(${sql.param([...ids])}::bigint[]) and ld.status = 'pending'
        and ld.next_attempt_at <= now() + interval '1 second'
        and (ld.leased_until is null or ld.leased_until < now())
        and d.id = ld.destination_id and d.deleted_at is null and (not d.is_paused or ld.record_id is null)
      returning ld.id, ld.message_id, ld.attempts, ld.created_at, ld.record_id, ld.destination_id,
        d.account_id, d.name, d.kind, d.emails, d.phones, d.format, d.url_sealed, d.secret_sealed)
    select c.*, r.campaign_name, r.time_created, r.first_name, r.last_name, r.phone, r.email, r.from_zip,
      r.to_zip, to_char(r.move_date, 'YYYY-MM-DD') as move_date, r.move_size, r.distance, r.payout_cents
    from claimed c left join lead_records r on r.id = c.record_id`);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    created_at: new Date(row.created_at),
    time_created: row.time_created === null ? null : new Date(row.time_created),
    record_id: row.record_id === null ? null : Number(row.record_id),
    destination_id: Number(row.destination_id),
    account_id: Number(row.account_id),
    payout_cents: row.payout_cents === null ? null : Number(row.payout_cents),
  }));
}

/**
 * Deliveries that should have been sent by now and no attempt holds: a job that was lost
 * (a process stopped between the sale and its send), or a retry whose job did not come.
 */
export async function listOverdueDeliveries(db: Queryable, limit = 2000): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select ld.id from lead_deliveries ld
    join delivery_destinations d on d.id = ld.destination_id and d.deleted_at is null and not d.is_paused
    where ld.status = 'pending' and ld.next_attempt_at < now() - interval '15 seconds'
      and (ld.leased_until is null or ld.leased_until < now())
    order by ld.next_attempt_at limit ${limit}`);
  return result.rows.map((row) => Number(row.id));
}

/** Sends again now, under the same message id; null when it is not the account's. */
export async function markForResend(
  db: Database,
  accountId: number,
  deliveryId: number,
): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`
    update lead_deliveries set status = 'pending', next_attempt_at = now(), leased_until = null
    where id = ${deliveryId} and account_id = ${accountId}
    returning id`);
  return result.rows[0] ? Number(result.rows[0].id) : null;
}

/** A test lead's delivery to the destination (no lead record). */
export async function insertTestDelivery(
  db: Queryable,
  accountId: number,
  destinationId: number,
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into lead_deliveries (account_id, destination_id, record_id) values (${accountId}, ${destinationId}, null)
    returning id`);
  return Number(result.rows[0]!.id);
}
