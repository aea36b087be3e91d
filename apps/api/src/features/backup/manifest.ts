import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../../platform/db/migrate';
import { BackupProblem } from './backup-problem';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'vanbid-backup/1';
const repoRoot = resolve(import.meta.dirname, '../../../../..');

/** How far a database is migrated: how many migrations it has applied and the newest one's time. */
export interface MigrationLevel {
  applied: number;
  /** drizzle's `created_at` of the newest applied migration (the journal's `when`), 0 for none. */
  newestMillis: number;
}

export type DatabasePart =
  /** `pg_dump --format=custom` of a server's database, in `database.dump`. */
  | { kind: 'pg_dump'; file: string; serverVersion: string; dumpVersion: string }
  /** The embedded PostgreSQL's data folder, copied while its server was stopped, in `pgdata/`. */
  | { kind: 'data-folder'; folder: string; serverVersion: string };

export type FilesPart =
  | { storage: 'local'; folder: string; count: number; bytes: number }
  /** Files in a bucket are not copied: the bucket's own versioning keeps them. */
  | { storage: 's3'; included: false };

/** `manifest.json` of a backup: what it holds and which build and migration level made it. */
export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  app: { version: string; commit: string | null };
  migrations: MigrationLevel;
  database: DatabasePart;
  files: FilesPart;
}

export function newManifest(parts: Omit<BackupManifest, 'format' | 'createdAt' | 'app'>): BackupManifest {
  return { format: FORMAT, createdAt: new Date().toISOString(), app: appVersion(), ...parts };
}

function appVersion(): BackupManifest['app'] {
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'apps/api/package.json'), 'utf8')) as {
    version: string;
  };
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return { version, commit: git.status === 0 ? git.stdout.trim() : null };
}

export function writeManifest(folder: string, manifest: BackupManifest): void {
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(folder: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupProblem(`${folder} is not a Vanbid backup: it has no readable ${MANIFEST_FILE}.`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupProblem(
      `${folder} is a backup of format "${manifest.format}"; this build reads "${FORMAT}".`,
    );
  return manifest;
}

/** The migration level of a database (0 applied when it was never migrated). */
export async function migrationLevelOf(client: pg.Client): Promise<MigrationLevel> {
  const { rows } = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!rows[0]?.exists) return { applied: 0, newestMillis: 0 };
  const level = await client.query<{ applied: number; newest: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations',
  );
  return { applied: level.rows[0]!.applied, newestMillis: Number(level.rows[0]!.newest ?? 0) };
}

/** The newest migration this build brings (its journal), to refuse a backup of a newer build. */
export function newestMigrationOfThisBuild(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export function assertRestorableByThisBuild(manifest: BackupManifest): void {
  if (manifest.migrations.newestMillis <= newestMigrationOfThisBuild()) return;
  throw new BackupProblem(
    `This backup was made by a newer build (${manifest.app.version}, commit ${manifest.app.commit ?? 'unknown'}) ` +
      `whose database has migrations this build does not know. Restore it with that build.`,
  );
}
