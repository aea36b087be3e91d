import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** Failures older than this are forgotten: a pair starts again from its free tries. */
export const FAILURE_MEMORY = sql`interval '1 hour'`;

export interface FailureStanding {
  /** The pair's failures in a row (0 when none within the memory). */
  pairFailures: number;
  /** Seconds since the pair's last failure (null when none). */
  secondsSinceLastFailure: number | null;
  /** The login's failures from every address within the memory. */
  accountFailures: number;
}

/** One round trip: the (login, address) pair's failures and the login's from every address. */
export async function findFailureStanding(
  db: Queryable,
  login: string,
  address: string,
): Promise<FailureStanding> {
  const { rows } = await db.execute<{
    pair_failures: number | null;
    seconds_since: number | null;
    account_failures: number;
  }>(sql`
    select
      max(failures) filter (where address = ${address}) as pair_failures,
      max(extract(epoch from now() - last_failed_at)::float8) filter (where address = ${address}) as seconds_since,
      coalesce(sum(failures), 0)::int as account_failures
    from login_failures
    where login = ${login} and last_failed_at > now() - ${FAILURE_MEMORY}`);
  const row = rows[0];
  return {
    pairFailures: row?.pair_failures ?? 0,
    secondsSinceLastFailure: row?.seconds_since ?? null,
    accountFailures: row?.account_failures ?? 0,
  };
}

/**
 * Holds the pair until the caller's transaction ends, so that tries sent at once from one address
 * are judged one after the other (each sees the failures counted before it).
 */
export async function lockPair(tx: Queryable, login: string, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${login} || ' ' || ${address}, 0))`);
}

/** Counts one more failure for the pair (from 1 again when its last one is forgotten). */
export async function recordFailure(db: Queryable, login: string, address: string): Promise<void> {
  await db.execute(sql`
    insert into login_failures as f (login, address, failures, last_failed_at)
    values (${login}, ${address}, 1, now())
    on conflict (login, address) do update set
      failures = case when f.last_failed_at > now() - ${FAILURE_MEMORY} then f.failures + 1 else 1 end,
      last_failed_at = now()`);
}

/** A success from the address: its failures are cleared (the other addresses' stay). */
export async function clearFailures(db: Queryable, login: string, address: string): Promise<void> {
  await db.execute(sql`delete from login_failures where login = ${login} and address = ${address}`);
}
