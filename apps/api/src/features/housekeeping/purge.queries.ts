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
