import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const dialect = new PgDialect();

/** A statement's text and its parameters, values and `sql.placeholder(name)`s still to fill. */
export interface ReusableQuery {
  text: string;
  params: unknown[];
}

/**
 * Writes a Drizzle `sql` statement once: hot reads (the guard's membership, the campaign list)
 * then only fill in their values, which saves Drizzle's writing of the statement (a few tenths of
 * a millisecond each) on every request. The statement stays unnamed on the server: PGlite serves
 * all pooled connections from one session, where named prepared statements would collide.
 */
export function reusableQuery(statement: SQL): ReusableQuery {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
}

/** `reusableQuery` once per key, for statements whose text depends on a small set of keys. */
export function reusableQueries<Key extends string>(write: (key: Key) => SQL): (key: Key) => ReusableQuery {
  const written = new Map<Key, ReusableQuery>();
  return (key) => {
    let query = written.get(key);
    if (!query) {
      query = reusableQuery(write(key));
      written.set(key, query);
    }
    return query;
  };
}

/** The statement's parameters with every placeholder filled from `values`. */
export function bindValues(query: ReusableQuery, values: Record<string, unknown>): unknown[] {
  return fillPlaceholders(query.params, values);
}

export async function runReusable<Row extends object>(
  db: Database,
  query: ReusableQuery,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const result = await db.$client.query<Row>(query.text, bindValues(query, values));
  return result.rows;
}
