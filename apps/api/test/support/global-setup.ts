import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/platform/db/database';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { runMigrations } from '../../src/platform/db/migrate';

/**
 * One database for the whole API run: the real server of DATABASE_URL (the harness starts it),
 * or one in-memory PGlite served on loopback. Migrated once; test files share it and keep
 * their data apart by creating their own accounts.
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const db = createDatabase(url, 2);
  await runMigrations(db);
  await db.$client.end();
  project.provide('databaseUrl', url);
  project.provide('databaseKind', embedded ? 'pglite' : 'postgresql');
  console.info(
    `API tests on ${embedded ? 'embedded PGlite' : 'PostgreSQL'} (${url.replace(/\/\/[^@]*@/, '//')})`,
  );
  return async () => {
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'pglite' | 'postgresql';
  }
}
