import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db/database';
import { cloneTemplate, onServer, urlOfDatabase } from './worker-database';

/**
 * A migrated database of the test file's own on the test server (a copy of the run's template),
 * dropped after the file: for what must not touch the worker's database (the demo world, `--reset`).
 */
export function useScratchDatabase(): { db: Database } {
  const scratchName = `${inject('databasePrefix')}_s${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const context = {} as { db: Database };
  beforeAll(async () => {
    await cloneTemplate(scratchName);
    context.db = createDatabase(urlOfDatabase(scratchName), 2);
  });
  afterAll(async () => {
    await context.db?.$client.end();
    await onServer((client) => client.query(`drop database if exists ${scratchName}`));
  });
  return context;
}
