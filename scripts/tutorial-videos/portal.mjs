// The portal as `npm start` runs it (built SPA, embedded database, the demo world), in a throwaway
// data folder on a free port, with no traffic simulator: what the videos show stays put.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const DEMO = { email: 'demo@vanbid.test', password: 'vanbid-demo-1' };

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? done(port) : fail(new Error('no port'))));
    });
  });
}

async function waitFor(what, check, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/** demo@ has read the release notes: no "What's new" dialog covers the recordings. */
export async function markReleaseNotesSeen(baseUrl) {
  const login = await fetch(`${baseUrl}/api/users/proappLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO.email, password: DEMO.password }),
  });
  const token = (await login.json()).Data?.token;
  if (!token) throw new Error(`demo@ could not sign in (${login.status})`);
  await fetch(`${baseUrl}/api/patches/mark-viewed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
}

/** Builds the web app if it is missing, starts the portal and answers its address and `stop()`. */
export async function startPortal() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vanbid-videos-'));
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
      SIMULATOR: 'off',
      DEMO_HISTORY_DAYS: '35',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'the portal did not answer',
      async () => (await fetch(`${baseUrl}/version.json`)).ok,
      child,
      240_000,
    );
    await waitFor(
      'the demo history did not fill in',
      async () =>
        (await (await fetch(`${baseUrl}/api/settings/demo-status`)).json()).Data?.isHistoryFilling === false,
      child,
      300_000,
    );
    await markReleaseNotesSeen(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
