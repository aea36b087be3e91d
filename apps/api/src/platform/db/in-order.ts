import type { SQL } from 'drizzle-orm';
import type { Queryable } from './database';

type RowsOf<T extends readonly object[]> = { [K in keyof T]: { rows: T[K][] } };

/**
 * Statements that must run in this order on the caller's transaction, sent in one round trip
 * (database.ts: pipelining). Each is issued before the next, so the server runs them in the
 * order given: a statement after a lock begins when the lock is held, and reads what the
 * transaction it waited for committed. The one way to rely on that order: a `Promise.all` of
 * helper calls keeps it only while no helper awaits before issuing its statement.
 */
export function executeInOrder<T extends readonly object[]>(
  tx: Queryable,
  statements: { [K in keyof T]: SQL },
): Promise<RowsOf<T>> {
  const issued: Promise<{ rows: object[] }>[] = [];
  for (const statement of statements) issued.push(tx.execute(statement));
  return Promise.all(issued) as Promise<RowsOf<T>>;
}
