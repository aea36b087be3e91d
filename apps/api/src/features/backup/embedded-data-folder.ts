import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { findPostgresPrograms, majorVersionOf } from '../../platform/db/embedded/binaries';
import {
  claimOwnership,
  findLiveOwner,
  findRunningServer,
  isInitialised,
  passwordFileOf,
  readPassword,
  releaseOwnership,
} from '../../platform/db/embedded/data-folder';
import { startEmbeddedPostgres } from '../../platform/db/embedded/embedded-postgres';
import { BackupProblem } from './backup-problem';
import { copyFolder } from './copy-folder';
import { type DatabasePart, type MigrationLevel, migrationLevelOf } from './manifest';

type DataFolderPart = Extract<DatabasePart, { kind: 'data-folder' }>;
const COPY_FOLDER = 'pgdata';
/** Left out of the copy: the running server's lock and its log. */
const NOT_COPIED = new Set(['postmaster.pid', 'server.log']);

function folderMajor(pgdata: string): string {
  return readFileSync(join(pgdata, 'PG_VERSION'), 'utf8').trim();
}

async function assertSameMajor(pgdata: string, what: string): Promise<void> {
  const serverMajor = majorVersionOf(await findPostgresPrograms());
  const major = folderMajor(pgdata);
  if (major !== serverMajor)
    throw new BackupProblem(
      `${what} is a PostgreSQL ${major} data folder; this build's embedded server is PostgreSQL ${serverMajor}.`,
    );
}

/** Starts the embedded server on `pgdata` (refused while an API runs on it) and reads it; stops it. */
async function readStopped(
  pgdata: string,
  onNotice: (message: string) => void,
): Promise<{ serverVersion: string; migrations: MigrationLevel }> {
  const server = await startEmbeddedPostgres({ dataDir: pgdata, onNotice });
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>(
      "select current_setting('server_version') as version",
    );
    return { serverVersion: rows[0]!.version.split(' ')[0]!, migrations: await migrationLevelOf(client) };
  } finally {
    await client.end().catch(() => {});
    await server.stop();
  }
}

/**
 * The embedded database, copied whole while its server is stopped (cleanly, so the copy needs no
 * recovery): its data folder and its password file. The API must be stopped: it owns the server.
 */
export async function copyEmbeddedDatabase(
  pgdata: string,
  folder: string,
  onNotice: (message: string) => void,
): Promise<{ part: DataFolderPart; migrations: MigrationLevel }> {
  if (!isInitialised(pgdata) || readPassword(pgdata) === undefined)
    throw new BackupProblem(
      `There is no embedded database in ${pgdata} to back up. Check DATA_DIR, or set DATABASE_URL to back up a server's database.`,
    );
  await assertSameMajor(pgdata, `The database in ${pgdata}`);
  const owner = findLiveOwner(pgdata);
  if (owner)
    throw new BackupProblem(
      `Vanbid (pid ${owner}) is running on ${pgdata}: stop it first (the embedded database is copied while its server is stopped).`,
    );
  const { serverVersion, migrations } = await readStopped(pgdata, onNotice);
  const isCopied = (source: string) =>
    !(NOT_COPIED.has(basename(source)) && source === join(pgdata, basename(source)));
  // Held while copying, so that an `npm start` meanwhile refuses instead of changing the folder.
  claimOwnership(pgdata);
  try {
    copyFolder(pgdata, join(folder, COPY_FOLDER), isCopied);
    copyFileSync(passwordFileOf(pgdata), passwordFileOf(join(folder, COPY_FOLDER)));
  } finally {
    releaseOwnership(pgdata);
  }
  return { part: { kind: 'data-folder', folder: COPY_FOLDER, serverVersion }, migrations };
}

/** Refuses while an API or a server runs on `pgdata`, and a database there unless `force`. */
export function assertEmbeddedReplaceable(pgdata: string, force: boolean): void {
  const owner = findLiveOwner(pgdata);
  const server = owner ?? findRunningServer(pgdata);
  if (server)
    throw new BackupProblem(
      `Vanbid or its database server (pid ${server}) is running on ${pgdata}: stop it first.`,
    );
  if (isInitialised(pgdata) && !force)
    throw new BackupProblem(
      `${pgdata} already holds a database. Restore into a DATA_DIR without one, or add --force to move it ` +
        `aside (to ${basename(pgdata)}.before-restore-…, not deleted).`,
    );
}

/**
 * Puts the backup's data folder in place of `pgdata` (a database there is moved aside, never
 * deleted), owned by the server's user, then starts the server once to check that it opens.
 */
export async function restoreEmbeddedDatabase(
  folder: string,
  part: DataFolderPart,
  pgdata: string,
  onNotice: (message: string) => void,
): Promise<MigrationLevel> {
  const copy = join(folder, part.folder);
  await assertSameMajor(copy, 'This backup');
  if (existsSync(pgdata) && readdirSync(pgdata).length === 0) rmSync(pgdata, { recursive: true });
  if (existsSync(pgdata)) {
    const aside = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgdata, aside);
    if (existsSync(passwordFileOf(pgdata))) renameSync(passwordFileOf(pgdata), passwordFileOf(aside));
    onNotice(`The database that was in ${pgdata} is now in ${aside}.`);
  }
  copyFolder(copy, pgdata);
  copyFileSync(passwordFileOf(copy), passwordFileOf(pgdata));
  const { runAs } = await findPostgresPrograms();
  if (runAs) spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, pgdata], { stdio: 'inherit' });
  return (await readStopped(pgdata, onNotice)).migrations;
}
