import { resolve } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database';

/** The checked-in SQL migrations and their journal. */
export const migrationsFolder = resolve(import.meta.dirname, '../../../drizzle');

/** The checked-in SQL migrations, applied at start on the embedded PostgreSQL and on a real server alike. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
