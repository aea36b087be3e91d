import { join } from 'node:path';
import type { DataLocation } from './backup';
import { BackupProblem } from './backup-problem';
import { restoreDump } from './database-dump';
import { assertEmbeddedReplaceable, restoreEmbeddedDatabase } from './embedded-data-folder';
import { assertFilesReplaceable, restoreFiles } from './files-store';
import {
  assertRestorableByThisBuild,
  type BackupManifest,
  type MigrationLevel,
  readManifest,
} from './manifest';

/** What was checked before anything changed: the kinds match and the targets are empty (or `force`). */
function assertRestorable(manifest: BackupManifest, target: DataLocation, force: boolean): void {
  assertRestorableByThisBuild(manifest);
  const { kind } = manifest.database;
  if (kind === 'pg_dump' && !target.databaseUrl)
    throw new BackupProblem(
      "This backup is a pg_dump of a PostgreSQL server's database: set DATABASE_URL to a fresh database to restore it into.",
    );
  if (kind === 'data-folder' && target.databaseUrl)
    throw new BackupProblem(
      "This backup holds the embedded database's data folder: restore it without DATABASE_URL, into DATA_DIR.",
    );
  if (kind === 'data-folder') assertEmbeddedReplaceable(join(target.dataDir, 'pgdata'), force);
  if (manifest.files.storage === 'local') {
    if (target.storage === 's3')
      throw new BackupProblem(
        'This backup holds local files, but STORAGE=s3: restore it with STORAGE=local.',
      );
    assertFilesReplaceable(join(target.dataDir, 'files'), force);
  }
}

/**
 * Restores the backup in `source` into a fresh database (`DATABASE_URL`, or the embedded one in
 * DATA_DIR) and the files store; refuses a database or a store that holds data unless `force`.
 * Answers the manifest and the restored database's migration level.
 */
export async function restoreBackup(
  source: string,
  target: DataLocation,
  options: { force: boolean },
): Promise<{ manifest: BackupManifest; migrations: MigrationLevel }> {
  const manifest = readManifest(source);
  assertRestorable(manifest, target, options.force);
  const notice = target.onNotice ?? (() => {});
  const { database, files } = manifest;
  const migrations =
    database.kind === 'pg_dump'
      ? await restoreDump(target.databaseUrl!, source, database, {
          force: options.force,
          pgBin: target.pgBin,
        })
      : await restoreEmbeddedDatabase(source, database, join(target.dataDir, 'pgdata'), notice);
  if (files.storage === 'local') restoreFiles(source, files, join(target.dataDir, 'files'), notice);
  return { manifest, migrations };
}
