import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeDifferences, verifyLedger } from '../../src/features/verify-ledger';
import { createDatabase, type Database } from '../../src/platform/db/database';
import { appOn, sellLeads, storedFiles, storeSampleFiles, walletBalances } from '../support/backup-world';
import { balanceOf } from '../support/marketplace';
import type { TestContext } from '../support/test-app';
import { cloneTemplate, onServer, urlOfDatabase } from '../support/worker-database';

// The backed-up database is this file's own (a copy of the migrated template): its books are
// judged whole, which the worker's database shared with other files' worlds is not.
const scratch = mkdtempSync(join(tmpdir(), 'vanbid-backup-'));
const sourceDataDir = join(scratch, 'source');
const targetDataDir = join(scratch, 'target');
const backupFolder = join(scratch, 'backup');
const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
const sourceName = `${inject('databasePrefix')}_b${suffix}`;
const freshName = `${inject('databasePrefix')}_r${suffix}`;
let context: TestContext | undefined;
let restored: Database | undefined;

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return spawnSync('npx', ['--no', 'tsx', `src/features/backup/${script}.cli.ts`, ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

beforeAll(async () => {
  await cloneTemplate(sourceName);
  await onServer((client) => client.query(`create database ${freshName}`));
  context = await appOn(createDatabase(urlOfDatabase(sourceName), 4), sourceDataDir);
});

afterAll(async () => {
  await context?.app.close();
  await context?.db.$client.end();
  await restored?.$client.end();
  await onServer(async (client) => {
    for (const name of [sourceName, freshName])
      await client.query(`drop database if exists ${name} with (force)`);
  });
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore, on a PostgreSQL server (DATABASE_URL)', () => {
  it('restores into a fresh database the same books, balances and files; a database that is not empty is refused', async () => {
    const { accountId } = await sellLeads(context!, 3);
    await storeSampleFiles(sourceDataDir);
    const sold = await balanceOf(context!.db, accountId);
    expect(sold).toBeLessThan(100_000);

    const backup = npmRun('backup', ['--out', backupFolder], {
      DATABASE_URL: urlOfDatabase(sourceName),
      DATA_DIR: sourceDataDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${backupFolder}`);
    expect(backup.stdout).toContain('files: 2');

    const restore = npmRun('restore', [backupFolder], {
      DATABASE_URL: urlOfDatabase(freshName),
      DATA_DIR: targetDataDir,
    });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    restored = createDatabase(urlOfDatabase(freshName), 2);
    expect(describeDifferences(await verifyLedger(restored))).toEqual([]);
    expect(await walletBalances(restored)).toEqual(await walletBalances(context!.db));
    expect(await balanceOf(restored, accountId)).toBe(sold);
    expect(await storedFiles(targetDataDir)).toEqual(await storedFiles(sourceDataDir));

    const again = npmRun('restore', [backupFolder], {
      DATABASE_URL: urlOfDatabase(freshName),
      DATA_DIR: join(scratch, 'empty'),
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('The database of DATABASE_URL is not empty');
    expect(again.stderr).toContain('--force');
  });
});
