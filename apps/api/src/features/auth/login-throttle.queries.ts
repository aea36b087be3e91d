import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** Failures older than this are forgotten: a client starts again from its free tries. */
export const FAILURE_MEMORY_SECONDS = 3600;
const FAILURE_MEMORY = sql`make_interval(secs => ${FAILURE_MEMORY_SECONDS})`;

/**
 * The client a failure is counted on, the `address` column of `login_failures`: the client's
 * address, or `device:<id>` for a browser's device cookie (never an address's spelling).
 */
export const deviceClient = (deviceId: string) => `device:${deviceId}`;

export interface FailureStanding {
  /** The client's failures in a row (0 when none within the memory). */
  clientFailures: number;
  /** Seconds since the client's last failure (null when none). */
  secondsSinceLastFailure: number | null;
  /** The login's failures from every address (device cookies' not counted) within the memory. */
  accountFailures: number;
  /** Seconds until the oldest of those addresses' failures is forgotten (0 when none). */
  secondsUntilAccountFailureForgotten: number;
}

/** One round trip: the (login, client) pair's failures and the login's from every address. */
export async function findFailureStanding(
  db: Queryable,
  login: string,
  client: string,
): Promise<FailureStanding> {
  const { rows } = await db.execute<{
    client_failures: number | null;
    seconds_since: number | null;
    account_failures: number;
    oldest_seconds: number | null;
  }>(sql`
    with remembered as (
      select address, failures, extract(epoch from now() - last_failed_at)::float8 as age
      from login_failures
      where login = ${login} and last_failed_at > now() - ${FAILURE_MEMORY}
    )
    select
      max(failures) filter (where address = ${client}) as client_failures,
      max(age) filter (where address = ${client}) as seconds_since,
      coalesce(sum(failures) filter (where address not like 'device:%'), 0)::int as account_failures,
      max(age) filter (where address not like 'device:%') as oldest_seconds
    from remembered`);
  const row = rows[0];
  return {
    clientFailures: row?.client_failures ?? 0,
    secondsSinceLastFailure: row?.seconds_since ?? null,
    accountFailures: row?.account_failures ?? 0,
    secondsUntilAccountFailureForgotten:
      row?.oldest_seconds == null ? 0 : Math.max(0, FAILURE_MEMORY_SECONDS - row.oldest_seconds),
  };
}

/**
 * Holds the login until the caller's transaction ends, so that tries sent at once, from one
 * address or from many, are judged one after the other (each sees the failures counted before it).
 */
export async function lockLogin(tx: Queryable, login: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login ${login}`}, 0))`);
}

/** Counts one more failure for the (login, client) pair (from 1 again when its last one is forgotten). */
export async function recordFailure(db: Queryable, login: string, client: string): Promise<void> {
  await db.execute(sql`
    insert into login_failures as f (login, address, failures, last_failed_at)
    values (${login}, ${client}, 1, now())
    on conflict (login, address) do update set
      failures = case when f.last_failed_at > now() - ${FAILURE_MEMORY} then f.failures + 1 else 1 end,
      last_failed_at = now()`);
}

/** A success from the clients: their failures are cleared (the other clients' stay). */
export async function clearFailures(db: Queryable, login: string, clients: string[]): Promise<void> {
  for (const client of clients)
    await db.execute(sql`delete from login_failures where login = ${login} and address = ${client}`);
}
