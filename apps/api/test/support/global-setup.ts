import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/platform/db/database';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded/embedded-postgres';
import { runMigrations } from '../../src/platform/db/migrate';

/**
 * One database for the whole API run: the server of DATABASE_URL (the harness starts Debian's
 * PostgreSQL, the oldest server we support), or a throwaway embedded PostgreSQL, the same server
 * `npm start` runs. Migrated once; test files share it and keep their data apart by creating
 * their own accounts.
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const db = createDatabase(url, 2);
  const [{ server_version: version }] = (await db.$client.query('show server_version')).rows;
  await runMigrations(db);
  await db.$client.end();
  project.provide('databaseUrl', url);
  console.info(
    `API tests on ${embedded ? 'the embedded' : 'a'} PostgreSQL ${version} (${url.replace(/\/\/[^@]*@/, '//')})`,
  );
  return async () => {
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
