import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

async function deleted(db: Queryable, statement: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(statement);
  return result.rowCount ?? 0;
}

/** Realtime events already pushed to the sockets, older than `days`. */
export const purgeSentOutboxEvents = (db: Queryable, days: number) =>
  deleted(db, sql`delete from outbox_events where sent_at < now() - make_interval(days => ${days})`);

/**
 * Sign-in exchange codes and password-reset codes expired more than `days` ago (used or not), and
 * the record of mobile number codes sent that long ago (their hourly limit needs only an hour).
 */
export async function purgeExpiredCodes(db: Queryable, days: number): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  return (
    (await deleted(db, sql`delete from login_codes where expires_at < ${cutoff}`)) +
    (await deleted(db, sql`delete from password_reset_codes where expires_at < ${cutoff}`)) +
    (await deleted(db, sql`delete from mobile_code_sends where sent_at < ${cutoff}`))
  );
}

/** Remembered answers of money calls, kept `days` for the client's retries. */
export const purgeIdempotencyKeys = (db: Queryable, days: number) =>
  deleted(db, sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${days})`);

/** Failed sign-ins the throttle no longer counts (it remembers an hour), a day old. */
export const purgeForgottenLoginFailures = (db: Queryable) =>
  deleted(db, sql`delete from login_failures where last_failed_at < now() - interval '1 day'`);

/**
 * The lead delivery log's attempts older than `days` (their delivery keeps its outcome, its last
 * status and error); a delivery still being tried keeps all of them.
 */
export const purgeDeliveryAttempts = (db: Queryable, days: number) =>
  deleted(
    db,
    sql`delete from lead_delivery_attempts a using lead_deliveries d
      where a.started_at < now() - make_interval(days => ${days}) and d.id = a.delivery_id and d.status <> 'pending'`,
  );

/** E-mails and texts kept by the sandbox providers (no SMTP server or SMS provider configured), older than `days`. */
export async function purgeKeptMessages(db: Queryable, days: number): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  return (
    (await deleted(db, sql`delete from mail_outbox where created_at < ${cutoff}`)) +
    (await deleted(db, sql`delete from sms_outbox where created_at < ${cutoff}`))
  );
}
