import { resolve } from 'node:path';
import type { Config } from '../config';
import { createDatabase, type Database } from './database';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export interface DatabaseHandle {
  db: Database;
  isEmbedded: boolean;
  close(): Promise<void>;
}

/** A real server when DATABASE_URL is set; otherwise embedded PGlite under DATA_DIR. Migrated. */
export async function connectDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { inMemory?: boolean } = {},
): Promise<DatabaseHandle> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(options.inMemory ? undefined : resolve(config.DATA_DIR, 'pgdata'));
  const db = createDatabase(config.DATABASE_URL ?? embedded!.url);
  await runMigrations(db);
  return {
    db,
    isEmbedded: Boolean(embedded),
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
