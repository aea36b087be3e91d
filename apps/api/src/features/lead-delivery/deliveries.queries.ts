import type { DeliveryKind, WebhookFormat } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';

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
 * When a lease taken now ends: `leaseSeconds` (`DELIVERY_LEASE_SECONDS`) is how long an attempt
 * holds its delivery; past it (a process that died mid-attempt) another may take it. A sale's
 * hand-off lease (`requestLeadDeliveries`) is as long as a claim's.
 */
export const leaseEnd = (leaseSeconds: number) => sql`now() + make_interval(secs => ${leaseSeconds})`;

const CLAIMED_COLUMNS = sql`ld.id, ld.message_id, ld.attempts, ld.created_at, ld.record_id, ld.destination_id,
  d.account_id, d.name, d.kind, d.emails, d.phones, d.format, d.url_sealed, d.secret_sealed`;
const lease = (leaseSeconds: number) => sql`leased_until = ${leaseEnd(leaseSeconds)},
  attempts = ld.attempts + 1, first_attempt_at = coalesce(ld.first_attempt_at, clock_timestamp())`;
/** Due, not held by another attempt, and its destination live (a paused one still takes test leads). */
const IS_DUE = sql`ld.status = 'pending' and ld.next_attempt_at <= now() + interval '1 second'
  and (ld.leased_until is null or ld.leased_until < now())
  and d.deleted_at is null and (not d.is_paused or ld.record_id is null)`;

/** The claimed deliveries with their buyer's lead record, from a `claimed` CTE. */
async function withRecords(db: Queryable, claimed: SQL): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedDelivery>(sql`
    with claimed as (${claimed})
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
 * Takes the deliveries of `ids` that are due (a test lead, a resend): each is leased and its
 * attempt counted, in one statement, so two workers never send the same one at once.
 */
export async function claimDeliveries(
  db: Queryable,
  ids: readonly number[],
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  return withRecords(
    db,
    sql`update lead_deliveries ld set ${lease(leaseSeconds)}
      from delivery_destinations d
      where ld.id = any(${sql.param([...ids])}::bigint[]) and d.id = ld.destination_id and ${IS_DUE}
      returning ${CLAIMED_COLUMNS}`,
  );
}

/**
 * The delivery worker's share: up to `limit` due deliveries, the longest waiting first, leased
 * as `claimDeliveries` does. Rows another worker is claiming are skipped (`skip locked`), so
 * workers in several processes take different ones without waiting on each other; a lease that
 * ran out (a process that died mid-attempt) makes its delivery due again.
 */
export async function claimDueDeliveries(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  return withRecords(
    db,
    sql`update lead_deliveries ld set ${lease(leaseSeconds)}
      from delivery_destinations d
      where ld.id in (
        select ld.id from lead_deliveries ld join delivery_destinations d on d.id = ld.destination_id
        where ${IS_DUE} order by ld.next_attempt_at limit ${limit} for update of ld skip locked)
        and d.id = ld.destination_id
      returning ${CLAIMED_COLUMNS}`,
  );
}

/**
 * The deliveries a sale of this process leased to its worker and handed over (`handOffDeliveries`),
 * read for their attempt without a write: the sale counted the attempt and holds the lease
 * (`requestLeadDeliveries`). Those whose lease is too far gone, or whose destination was removed
 * or paused meanwhile, are left to the claims. Too far gone: less than half of it left, so that an
 * attempt (its 10 s timeout, under the default lease of 30 s) ends within it; one handed over too
 * late (a thread far behind) waits for the lease to run out and is claimed then, so no two
 * attempts of a delivery overlap.
 */
export async function takeHandedOff(
  db: Queryable,
  ids: readonly number[],
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  return withRecords(
    db,
    sql`select ${CLAIMED_COLUMNS} from lead_deliveries ld join delivery_destinations d on d.id = ld.destination_id
      where ld.id = any(${sql.param([...ids])}::bigint[]) and ld.status = 'pending' and ld.attempts = 1
        and ld.leased_until > now() + make_interval(secs => ${leaseSeconds / 2})
        and d.deleted_at is null and not d.is_paused`,
  );
}

/**
 * A paused destination's sold leads wait at no set time (`infinity`), so the worker's claims,
 * which walk the due rows in time order, never pass over them; resuming makes them due
 * (`duePendingOf`). Test leads still go.
 */
export async function holdPendingOf(db: Queryable, destinationIds: readonly number[]): Promise<void> {
  if (destinationIds.length === 0) return;
  await db.execute(sql`
    update lead_deliveries set next_attempt_at = 'infinity'
    where destination_id = any(${sql.param([...destinationIds])}::bigint[]) and status = 'pending'
      and record_id is not null`);
}

/** A delivery's next attempt: now, or never while its destination is paused (`holdPendingOf`). */
const NOW_UNLESS_PAUSED = sql`case when record_id is not null and (select is_paused from delivery_destinations
  where id = destination_id) then 'infinity'::timestamptz else now() end`;

/**
 * Sends again now, under the same message id; null when it is not the account's or its destination
 * was removed. An attempt under way keeps its lease, so the delivery is never sent twice at once.
 */
export async function markForResend(
  db: Database,
  accountId: number,
  deliveryId: number,
): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`
    update lead_deliveries set status = 'pending', next_attempt_at = ${NOW_UNLESS_PAUSED}
    where id = ${deliveryId} and account_id = ${accountId} and exists (select 1 from delivery_destinations d
      where d.id = lead_deliveries.destination_id and d.deleted_at is null)
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
