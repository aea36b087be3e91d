import { resolve } from 'node:path';
import type { Config } from '../config';
import { createDatabase, type Database } from './database';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';
import { runMigrations } from './migrate';

export interface DatabaseHandle {
  db: Database;
  isEmbedded: boolean;
  close(): Promise<void>;
}

/**
 * A real server when DATABASE_URL is set; otherwise the embedded PostgreSQL with its data in
 * `DATA_DIR/pgdata`. Migrated either way.
 */
export async function connectDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  onNotice: (message: string) => void = console.info,
): Promise<DatabaseHandle> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: resolve(config.DATA_DIR, 'pgdata'), onNotice });
  const db = createDatabase(config.DATABASE_URL ?? embedded!.url);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    isEmbedded: Boolean(embedded),
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
