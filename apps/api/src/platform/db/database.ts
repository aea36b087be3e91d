import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

// bigint (int8) and numeric come back as strings through pg; every int8 we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle or the database itself: queries take either. */
export type Queryable = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

const CONNECT_TIMEOUT_MS = 30_000;

/**
 * A pool of pipelining connections (node-postgres.com/features/pipelining): statements a caller
 * issues together on one transaction (`Promise.all`) go out at once and the server runs them in
 * order, one round trip instead of one each; statements awaited one by one run as always.
 */
export function createDatabase(url: string, maxConnections = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    idleTimeoutMillis: 30_000,
    // A request waits this long for a connection (a server that does not answer, or a pool busy
    // under load), then answers 503; a server that is down or starting refuses at once.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    pipeline: true,
  });
  // An idle connection that dies (the server restarting) is dropped by the pool, which says so here.
  pool.on('error', (error) => console.error('postgres pool: an idle connection ended:', error.message));
  // A connection that dies while checked out (a transaction under way) fails its statements, which
  // their caller sees; without a listener its `error` event would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema });
}
