import pg from 'pg';
import { inject } from 'vitest';

/**
 * Each vitest worker of the API tier has a database of its own, cloned from the run's migrated
 * template (global-setup.ts) before its first test file: test files that run at the same time
 * never share a table, and the files of one worker run one after the other.
 */
let workerUrl: string | undefined;

/** The database of this test worker (set up by worker-database.setup.ts before each test file). */
export function testDatabaseUrl(): string {
  if (!workerUrl) throw new Error('no worker database: run the API tests through vitest --project api');
  return workerUrl;
}

/** The URL of database `name` on the test server. */
export function urlOfDatabase(name: string): string {
  const url = new URL(inject('serverUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to the test server's own database (not a test database). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('serverUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` as a copy of the migrated template, unless it exists. */
export async function cloneTemplate(name: string): Promise<void> {
  const template = inject('templateDatabase');
  await onServer(async (client) => {
    // One copy at a time: the template may not be in use while it is copied.
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database ${name} template ${template}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/** This worker's database: `<prefix>_w<pool id>`, cloned on the worker's first test file. */
export async function useWorkerDatabase(): Promise<string> {
  if (workerUrl) return workerUrl;
  const name = `${inject('databasePrefix')}_w${Number(process.env.VITEST_POOL_ID ?? 1)}`;
  await cloneTemplate(name);
  workerUrl = urlOfDatabase(name);
  return workerUrl;
}
