import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BackupProblem } from './backup-problem';

export type PgTool = 'pg_dump' | 'pg_restore';

export interface FoundTool {
  path: string;
  /** `15.18` */
  version: string;
  major: number;
}

const DEBIAN_FOLDER = '/usr/lib/postgresql';

/** Where PostgreSQL's client programs may be: PG_BIN alone when set, else Debian's folders and PATH. */
function candidateFolders(pgBin: string | undefined): string[] {
  if (pgBin) return [pgBin];
  const debian = existsSync(DEBIAN_FOLDER)
    ? readdirSync(DEBIAN_FOLDER)
        .filter((name) => /^\d+$/.test(name))
        .map((name) => join(DEBIAN_FOLDER, name, 'bin'))
    : [];
  return [...debian, ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
}

function versionOf(path: string): FoundTool | undefined {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const version = run.status === 0 ? /\d+(\.\d+)?/.exec(run.stdout)?.[0] : undefined;
  return version ? { path, version, major: Number(version.split('.')[0]) } : undefined;
}

/**
 * The newest `tool` found, which must be of major version `minimumMajor` or newer: pg_dump refuses a
 * server newer than itself, pg_restore an archive of a newer pg_dump.
 */
export function findPgTool(tool: PgTool, minimumMajor: number, pgBin: string | undefined): FoundTool {
  const found = [...new Set(candidateFolders(pgBin).map((folder) => join(folder, tool)))]
    .filter((path) => existsSync(path))
    .map(versionOf)
    .filter((each): each is FoundTool => each !== undefined)
    .sort((a, b) => b.major - a.major);
  const fitting = found.find((each) => each.major >= minimumMajor);
  if (fitting) return fitting;
  const seen = found.length
    ? `found only ${found.map((each) => `${each.version} (${each.path})`).join(', ')}`
    : `none found${pgBin ? ` in PG_BIN=${pgBin}` : ` in ${DEBIAN_FOLDER}/*/bin or on PATH`}`;
  throw new BackupProblem(
    `${tool} of PostgreSQL ${minimumMajor} or newer is needed; ${seen}. Install the PostgreSQL ${minimumMajor} ` +
      `client programs (Debian/Ubuntu: postgresql-client-${minimumMajor}) or set PG_BIN to their folder.`,
  );
}

/**
 * The connection for a client program: the URL without its password (a program's arguments are
 * visible to every user of the machine), the password through PGPASSWORD.
 */
export function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a client program; rejects with its own messages when it fails. */
export function runPgTool(tool: FoundTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let messages = '';
    child.stderr.on('data', (chunk) => (messages += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupProblem(`${tool.path} failed (exit ${code}):\n${messages.trim()}`));
    });
  });
}
