import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDifferences, verifyLedger } from '../../src/features/verify-ledger';
import { connectDatabase, type DatabaseHandle } from '../../src/platform/db/connect';
import { appOn, sellLeads, storedFiles, storeSampleFiles, walletBalances } from '../support/backup-world';

// The embedded PostgreSQL of `npm start`, in data folders of this file's own. As root it runs as
// the `postgres` user, which must reach them.
const scratch = mkdtempSync(join(tmpdir(), 'vanbid-backup-embedded-'));
chmodSync(scratch, 0o755);
const sourceDataDir = join(scratch, 'source');
const targetDataDir = join(scratch, 'target');
const backupFolder = join(scratch, 'backup');
const handles: DatabaseHandle[] = [];

afterAll(async () => {
  for (const handle of handles) await handle.close();
  rmSync(scratch, { recursive: true, force: true });
});

function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return spawnSync('npx', ['--no', 'tsx', `src/features/backup/${script}.cli.ts`, ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** The embedded database of `dataDir`, closed after the file. */
async function openEmbedded(dataDir: string) {
  const handle = await connectDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, () => {});
  handles.push(handle);
  return handle;
}

/** Sells leads through the engine on the embedded database of `dataDir`, then stops it (as an operator stops the API). */
async function sellOnEmbedded(dataDir: string) {
  const handle = await connectDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, () => {});
  const context = await appOn(handle.db, dataDir).catch(async (error) => {
    await handle.close();
    throw error;
  });
  try {
    await sellLeads(context, 3);
    return await walletBalances(handle.db);
  } finally {
    await context.app.close();
    await handle.close();
  }
}

describe('npm run backup and npm run restore, on the embedded database (no DATABASE_URL)', () => {
  it('restores into an empty DATA_DIR the same books, balances and files; a DATA_DIR that holds a database is refused without --force', async () => {
    mkdirSync(sourceDataDir, { mode: 0o755 });
    const balances = await sellOnEmbedded(sourceDataDir);
    await storeSampleFiles(sourceDataDir);

    const backup = npmRun('backup', ['--out', backupFolder], sourceDataDir);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain('data folder of the embedded PostgreSQL 17');
    expect(readdirSync(backupFolder).sort()).toEqual(['files', 'manifest.json', 'pgdata', 'pgdata.password']);

    mkdirSync(targetDataDir, { mode: 0o755 });
    const restore = npmRun('restore', [backupFolder], targetDataDir);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const refused = npmRun('restore', [backupFolder], targetDataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${join(targetDataDir, 'pgdata')} already holds a database`);
    expect(refused.stderr).toContain('--force');

    const restored = await openEmbedded(targetDataDir);
    expect(describeDifferences(await verifyLedger(restored.db))).toEqual([]);
    expect(await walletBalances(restored.db)).toEqual(balances);
    expect(Object.keys(balances).length).toBeGreaterThan(0);
    expect(await storedFiles(targetDataDir)).toEqual(await storedFiles(sourceDataDir));
    expect(existsSync(join(sourceDataDir, 'pgdata'))).toBe(true);

    // This process runs the restored database now, as the API would.
    const whileRunning = npmRun('backup', ['--out', join(scratch, 'refused')], targetDataDir);
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.stderr).toContain(
      `Vanbid (pid ${process.pid}) is running on ${join(targetDataDir, 'pgdata')}: stop it first`,
    );
    expect(existsSync(join(scratch, 'refused'))).toBe(false);
  });
});
