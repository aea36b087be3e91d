import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/platform/db/database';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded/embedded-postgres';
import { runMigrations } from '../../src/platform/db/migrate';
import { findSecretsAtRest } from './secrets-scan';

/**
 * One database for the whole API run: the server of DATABASE_URL (the harness starts Debian's
 * PostgreSQL, the oldest server we support), or a throwaway embedded PostgreSQL, the same server
 * `npm start` runs. Migrated once; test files share it and keep their data apart by creating
 * their own accounts. After the run every table is scanned for card data, passwords and tokens.
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const db = createDatabase(url, 2);
  const [{ server_version: version }] = (await db.$client.query('show server_version')).rows;
  await runMigrations(db);
  await db.$client.end();
  project.provide('databaseUrl', url);
  // The secrets shown to test users once (two-factor keys, recovery codes), for the scan at the end.
  const shownSecretsFile = join(tmpdir(), `vanbid-shown-secrets-${process.pid}.txt`);
  writeFileSync(shownSecretsFile, '');
  project.provide('shownSecretsFile', shownSecretsFile);
  console.info(
    `API tests on ${embedded ? 'the embedded' : 'a'} PostgreSQL ${version} (${url.replace(/\/\/[^@]*@/, '//')})`,
  );
  return async () => {
    // After every file of the run: nothing sensitive may be left in the database (issue #16).
    const scanned = createDatabase(url, 1);
    const shown = readFileSync(shownSecretsFile, 'utf8');
    rmSync(shownSecretsFile, { force: true });
    const secrets = await findSecretsAtRest(scanned, shownSecretsOf(shown)).finally(() =>
      scanned.$client.end(),
    );
    await embedded?.stop();
    if (secrets.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code says it.
      console.error(`Sensitive data at rest after the API tests: ${secrets.join('; ')}`);
      process.exitCode = 1;
    }
  };
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
    databaseUrl: string;
    shownSecretsFile: string;
  }
}
