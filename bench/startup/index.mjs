// Time from `npm start` to the first 200 on `/`, on a fresh embedded database (first start:
// migrations + demo world, whose history then fills in while the portal serves) and again on the
// kept database (a restart). Prints both, and when the first start's demo history was complete.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function isHistoryFilling(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/settings/demo-status`);
  return (await response.json()).Data.isHistoryFilling;
}

/** ms to the first 200 on `/`; with `waitForHistory`, also ms until the demo history is complete. */
async function timeToFirst200(dataDir, waitForHistory = false) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 180_000) throw new Error('no 200 on / within 180 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.status === 200) {
          const first200 = performance.now() - started;
          if (!waitForHistory) return { first200 };
          while (await isHistoryFilling(port)) await new Promise((done) => setTimeout(done, 500));
          return { first200, historyFilled: performance.now() - started };
        }
      } catch {}
      await new Promise((done) => setTimeout(done, 100));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((done) => child.on('exit', done));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'vanbid-startup-'));
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR.
chmodSync(dataDir, 0o755);
try {
  const first = await timeToFirst200(dataDir, true);
  const restart = await timeToFirst200(dataDir);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    `npm start → first 200 on /: first start ${seconds(first.first200)} (migrate + demo world; its history ` +
      `complete at ${seconds(first.historyFilled)}), restart ${seconds(restart.first200)}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
