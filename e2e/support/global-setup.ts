import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '../..');

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

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

async function waitForDemoHistory(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/settings/demo-status`);
      const body = (await response.json()) as { Data?: { isHistoryFilling?: boolean } };
      if (body.Data?.isHistoryFilling === false) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the demo history did not fill in within ${timeoutMs} ms`);
}

/**
 * The demo world has a release note newer than demo@ (a newcomer sees "What's new"): the files
 * that sign in as demo@ read it as already seen, so the dialog does not cover their pages. The
 * API test demo-world-features checks that demo@ has one to see.
 */
async function markDemoReleaseNotesSeen(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/users/proappLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo@vanbid.test', password: 'vanbid-demo-1' }),
  });
  const token = ((await login.json()) as { Data?: { token?: string } }).Data?.token;
  if (!token) throw new Error(`demo@ could not sign in (${login.status})`);
  const seen = await fetch(`${baseUrl}/api/patches/mark-viewed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({}),
  });
  if (!seen.ok) throw new Error(`demo@'s release notes could not be marked seen (${seen.status})`);
}

/**
 * The portal as `npm start` runs it (built SPA, embedded database with the demo world) in a
 * temporary data folder on a free port, shared by every browser test file.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vanbid-e2e-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...environment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The reset e-mails stay in the local outbox; the tests read them at /api/dev/mailbox.
      MAILBOX_VIEW: 'on',
      // The demo's traffic simulator would move balances under the test's feet.
      SIMULATOR: 'off',
      // Every file signs in from this one address, several at once: room for all of them.
      LOGIN_RATE_LIMIT: '200',
      // Five weeks of history cover every period the tests pick (the full 90 days take a minute more).
      DEMO_HISTORY_DAYS: '35',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/version.json`, child, 240_000);
  // The server answers while the demo history still fills in, its sales moving the demo's wallets:
  // the tests start once it is complete.
  await waitForDemoHistory(baseUrl, child, 300_000);
  await markDemoReleaseNotesSeen(baseUrl);
  project.provide('baseUrl', baseUrl);
  // The demo publisher's key is written there (DATA_DIR/demo-publisher.key).
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
