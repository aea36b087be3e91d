import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db/database';
import { runMigrations } from '../../src/platform/db/migrate';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of the test file's own on the test server, dropped after the file: for
 * what must not touch the shared one (the demo world, `--reset`).
 */
export function useScratchDatabase(): { db: Database } {
  const scratchName = `vanbid_scratch_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const serverUrl = inject('databaseUrl');
  const context = {} as { db: Database };
  beforeAll(async () => {
    await onServer(serverUrl, `create database ${scratchName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${scratchName}`;
    context.db = createDatabase(url.toString(), 2);
    await runMigrations(context.db);
  }, 60_000);
  afterAll(async () => {
    await context.db?.$client.end();
    await onServer(serverUrl, `drop database if exists ${scratchName}`);
  });
  return context;
}
