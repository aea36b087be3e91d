import { type SQL, sql } from 'drizzle-orm';

/**
 * When a sale happens. Live traffic leaves it out and every write takes the transaction's
 * `now()`; the demo world's history passes moments in the past, so that the same engine code
 * writes its months of records, wallet movements and decisions (seed/demo-history).
 */
export type SaleTime = Date | undefined;

/** The sale's moment in SQL: the given time, else `now()`. */
export function timeSql(at: SaleTime): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}
