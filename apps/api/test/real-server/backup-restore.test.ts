import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeDifferences, verifyLedger } from '../../src/features/verify-ledger';
import { createDatabase, type Database } from '../../src/platform/db/database';
import { sellLeads, storedFiles, storeSampleFiles, walletBalances } from '../support/backup-world';
import { balanceOf } from '../support/marketplace';
import { useTestApp } from '../support/test-app';
import { onServer, testDatabaseUrl, urlOfDatabase } from '../support/worker-database';

const context = useTestApp();
const scratch = mkdtempSync(join(tmpdir(), 'vanbid-backup-'));
const sourceDataDir = join(scratch, 'source');
const targetDataDir = join(scratch, 'target');
const backupFolder = join(scratch, 'backup');
const freshName = `${inject('databasePrefix')}_r${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let restored: Database | undefined;

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const cli = `src/features/backup/${script}.cli.ts`;
  return spawnSync('npx', ['--no', 'tsx', cli, ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

beforeAll(async () => {
  await onServer((client) => client.query(`create database ${freshName}`));
});

afterAll(async () => {
  await restored?.$client.end();
  await onServer((client) => client.query(`drop database if exists ${freshName} with (force)`));
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore, on a PostgreSQL server (DATABASE_URL)', () => {
  it('restores into a fresh database the same books, balances and files; a database that is not empty is refused', async () => {
    const { accountId } = await sellLeads(context, 3);
    await storeSampleFiles(sourceDataDir);
    const sold = await balanceOf(context.db, accountId);
    expect(sold).toBeLessThan(100_000);

    const backup = npmRun('backup', ['--out', backupFolder], {
      DATABASE_URL: testDatabaseUrl(),
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
    expect(await walletBalances(restored)).toEqual(await walletBalances(context.db));
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
