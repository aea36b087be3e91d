import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database';

/** The checked-in SQL migrations and their journal. */
export const migrationsFolder = resolve(import.meta.dirname, '../../../drizzle');

/** The advisory lock key of migrating (any constant; held only while migrating). */
const MIGRATION_LOCK = 72_410_031;

/**
 * The checked-in SQL migrations, applied at start on the embedded PostgreSQL and on a real server
 * alike. API processes starting at once (a deploy, compose) take turns on a PostgreSQL advisory
 * lock: the first applies what is missing, the others then find nothing to do. drizzle's migrator
 * takes no lock of its own, and two of them creating the same table fail.
 */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
