import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Where the generated password of an embedded data folder is kept: beside it, mode 0600. */
export function passwordFileOf(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}.password`);
}

export function readPassword(dataDir: string): string | undefined {
  const file = passwordFileOf(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export function writeNewPassword(dataDir: string): string {
  const password = randomBytes(24).toString('base64url');
  const file = passwordFileOf(dataDir);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

export function isInitialised(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * A data folder this server cannot open: one written by PGlite (an older Vanbid; PostgreSQL 18
 * format, no password file) or by another major version. It is moved aside, never deleted, and
 * the caller starts a fresh one. Returns the folder it was moved to.
 */
export function moveAsideIfForeign(dataDir: string, serverMajor: string): string | undefined {
  if (!isInitialised(dataDir)) return undefined;
  const folderMajor = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  if (folderMajor === serverMajor && readPassword(dataDir) !== undefined) return undefined;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const origin = folderMajor === serverMajor ? 'no-password' : 'pglite';
  const movedTo = `${dataDir}.old-${origin}-${stamp}`;
  renameSync(dataDir, movedTo);
  return movedTo;
}

function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** The process id in `postmaster.pid`, when that file exists. */
export function lockedBy(dataDir: string): number | undefined {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * After a crash the lock file names either a server still running on this folder (its API was
 * killed: the caller stops it) or a process id that is gone or was reused by another program,
 * which would make PostgreSQL refuse to start: that stale file is removed here.
 */
export function findRunningServer(dataDir: string): number | undefined {
  const pid = lockedBy(dataDir);
  if (pid === undefined) return undefined;
  const commandLine = commandLineOf(pid);
  if (commandLine?.includes('postgres') && commandLine.includes(dataDir)) return pid;
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
  return undefined;
}

/** Which API process runs the server of a data folder: its pid, beside the folder. */
export function ownerFileOf(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}.owner`);
}

/**
 * The pid of another live process that started this folder's server, if any: two APIs on one
 * folder would stop each other's database. A pid of a process that is gone (a crash) is ignored.
 */
export function findLiveOwner(dataDir: string): number | undefined {
  const file = ownerFileOf(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return commandLineOf(pid)?.includes('node') ? pid : undefined;
}

export function claimOwnership(dataDir: string): void {
  writeFileSync(ownerFileOf(dataDir), `${process.pid}\n`, { mode: 0o600 });
}

export function releaseOwnership(dataDir: string): void {
  rmSync(ownerFileOf(dataDir), { force: true });
}
