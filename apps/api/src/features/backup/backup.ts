import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BackupProblem } from './backup-problem';
import { dumpDatabase } from './database-dump';
import { copyEmbeddedDatabase } from './embedded-data-folder';
import { copyFilesOut } from './files-store';
import { type BackupManifest, newManifest, writeManifest } from './manifest';

/** Where the data is: `DATABASE_URL` (else the embedded database in DATA_DIR) and the files store. */
export interface DataLocation {
  databaseUrl?: string | undefined;
  dataDir: string;
  storage: 'local' | 's3';
  /** PostgreSQL's client programs (`PG_BIN`), else Debian's newest or PATH's. */
  pgBin?: string | undefined;
  onNotice?: (message: string) => void;
}

/**
 * A backup in the folder `destination` (mode 0700: it holds the whole database): the database
 * (`pg_dump` of a server, or the embedded server's stopped data folder), then the local files
 * store, and `manifest.json`. Written under `destination.partial` and renamed when complete.
 */
export async function createBackup(location: DataLocation, destination: string): Promise<BackupManifest> {
  if (existsSync(destination))
    throw new BackupProblem(`${destination} exists already: choose another --out.`);
  const partial = `${destination}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const notice = location.onNotice ?? (() => {});
    const { part, migrations } = location.databaseUrl
      ? await dumpDatabase(location.databaseUrl, partial, location.pgBin)
      : await copyEmbeddedDatabase(join(location.dataDir, 'pgdata'), partial, notice);
    const files =
      location.storage === 's3'
        ? ({ storage: 's3', included: false } as const)
        : copyFilesOut(join(location.dataDir, 'files'), partial);
    const manifest = newManifest({ migrations, database: part, files });
    writeManifest(partial, manifest);
    renameSync(partial, destination);
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
