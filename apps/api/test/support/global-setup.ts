import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/platform/db/database';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded/embedded-postgres';
import { runMigrations } from '../../src/platform/db/migrate';
import { findSecretsAtRest } from './secrets-scan';

/**
 * The API run's database server: the server of DATABASE_URL (the harness starts Debian's
 * PostgreSQL, the oldest server we support), or a throwaway embedded PostgreSQL, the same server
 * `npm start` runs. One template database is migrated once; each test worker clones it into a
 * database of its own (worker-database.ts), so files that run at the same time share no table.
 * After the run every worker database is scanned for card data, passwords and tokens; on a
 * server that outlives the run they are dropped.
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
  const prefix = `vanbid_t${process.pid.toString(36)}`;
  const template = `${prefix}_template`;
  const version = await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${template}`);
    await client.query(`create database ${template}`);
    return (await client.query('show server_version')).rows[0].server_version as string;
  });
  const migrated = createDatabase(urlOf(serverUrl, template), 2);
  await runMigrations(migrated).finally(() => migrated.$client.end());
  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', template);
  project.provide('databasePrefix', prefix);
  // The secrets shown to test users once (two-factor keys, recovery codes), for the scan at the end.
  const shownSecretsFile = join(tmpdir(), `vanbid-shown-secrets-${process.pid}.txt`);
  writeFileSync(shownSecretsFile, '');
  project.provide('shownSecretsFile', shownSecretsFile);
  console.info(
    `API tests on Node ${process.version}, ${embedded ? 'the embedded' : 'a'} PostgreSQL ${version} (${serverUrl.replace(/\/\/[^@]*@/, '//')}), a database per worker`,
  );
  return async () => {
    // After every file of the run: nothing sensitive may be left in any worker's database (issue #16).
    const shown = shownSecretsOf(readFileSync(shownSecretsFile, 'utf8'));
    rmSync(shownSecretsFile, { force: true });
    const databases = await onServer(serverUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1) order by datname',
        [`${prefix}_`],
      );
      return rows.map((row) => row.datname);
    });
    const secrets: string[] = [];
    for (const name of databases.filter((name) => /_w\d+$/.test(name))) {
      const scanned = createDatabase(urlOf(serverUrl, name), 1);
      const found = await findSecretsAtRest(scanned, shown).finally(() => scanned.$client.end());
      secrets.push(...found.map((what) => `${name}: ${what}`));
    }
    if (embedded) await embedded.stop();
    else {
      await onServer(serverUrl, async (client) => {
        for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
      });
    }
    if (secrets.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code says it.
      console.error(`Sensitive data at rest after the API tests: ${secrets.join('; ')}`);
      process.exitCode = 1;
    }
  };
}

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `name<TAB>secret` lines, as `rememberShownSecret` writes them. */
function shownSecretsOf(text: string) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', secret = ''] = line.split('\t');
      return { name, secret };
    });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's own database (DATABASE_URL's, or the embedded server's `postgres`). */
    serverUrl: string;
    /** The migrated database every test database is cloned from. */
    templateDatabase: string;
    /** The start of the name of every database of this run. */
    databasePrefix: string;
    shownSecretsFile: string;
  }
}
