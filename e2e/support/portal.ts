import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The demo world's owner (docs/product.md §1). */
export const DEMO = { email: 'demo@vanbid.test', password: 'vanbid-demo-1' };

export interface Portal {
  baseUrl: string;
  /** The portal's DATA_DIR (its embedded database, the demo publisher's key). */
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/**
 * demo@ has read the release notes: no "What's new" dialog covers its pages. (The demo world has
 * a note newer than demo@; the API test demo-world-features checks that demo@ has one to see.)
 */
export async function markDemoReleaseNotesSeen(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/users/proappLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO.email, password: DEMO.password }),
  });
  const token = ((await login.json()) as { Data?: { token?: string } }).Data?.token;
  if (!token) throw new Error(`demo@ could not sign in (${login.status})`);
  const seen = await fetch(`${baseUrl}/api/patches/mark-viewed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  if (!seen.ok) throw new Error(`demo@'s release notes could not be marked seen (${seen.status})`);
}

/**
 * The portal as `npm start` runs it (the built SPA, an embedded database with the demo world and
 * five weeks of its history, no traffic simulator: balances stay put) in a throwaway data folder
 * on a free port; answered once the history is complete and demo@ has read the release notes.
 * `environment`: more of the server's settings.
 */
export async function startPortal(name: string, environment: Record<string, string> = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), `vanbid-${name}-`));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      // Five weeks of history cover every period the tests and videos pick (the full 90 days take a minute more).
      DEMO_HISTORY_DAYS: '35',
      ...environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'the portal did not answer',
      async () => (await fetch(`${baseUrl}/version.json`)).ok,
      child,
      240_000,
    );
    // The server answers while the demo history still fills in, its sales moving the demo's wallets.
    await waitFor(
      'the demo history did not fill in',
      async () => {
        const body = (await (await fetch(`${baseUrl}/api/settings/demo-status`)).json()) as {
          Data?: { isHistoryFilling?: boolean };
        };
        return body.Data?.isHistoryFilling === false;
      },
      child,
      600_000,
    );
    await markDemoReleaseNotesSeen(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
