import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Where root's data goes when the checkout sits in a private home folder. */
const SHARED_DATA_ROOT = '/var/lib/vanbid';

/** Whether every existing folder on the way to `path` lets other users through (o+x). */
function isReachableByOthers(path: string): boolean {
  for (let current = resolve(path); ; current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (dirname(current) === current) return true;
  }
}

/**
 * The default DATA_DIR: `var/` of the checkout. As root, the embedded PostgreSQL runs as the
 * `postgres` system user, which cannot reach a checkout in a private (0700) home folder such as
 * `/root`; then the default is `/var/lib/vanbid/<checkout>-<hash of its path>`, one folder per
 * checkout, the same for `npm start` and every command line tool.
 */
export function defaultDataDir(repoRoot: string): string {
  const inCheckout = resolve(repoRoot, 'var');
  if (process.getuid?.() !== 0 || isReachableByOthers(inCheckout)) return inCheckout;
  const tag = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
  return join(SHARED_DATA_ROOT, `${basename(repoRoot)}-${tag}`);
}

/** The one line `npm start` says when the default moved out of the checkout. */
export function movedDataDirNotice(dataDir: string, repoRoot: string): string | undefined {
  const inCheckout = resolve(repoRoot, 'var');
  if (dataDir !== defaultDataDir(repoRoot) || dataDir === inCheckout) return undefined;
  return (
    `Running as root: the embedded PostgreSQL runs as the "postgres" user, which cannot reach ${inCheckout} ` +
    `(a private home folder), so the data is kept in ${dataDir} (set DATA_DIR to choose another folder).`
  );
}
