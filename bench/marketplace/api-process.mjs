// The API processes the marketplace benches start, as `npm start` runs the API in production.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** One API process; `profile` node flags before it, `env` on top (the jobs and delivery). */
export function startApi(profile, databaseUrl, port, env = {}) {
  return spawn(process.execPath, [...profile, '--import', 'tsx', resolve(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      NODE_ENV: 'production',
      JWT_SECRET,
      REALTIME_ADAPTER: 'memory',
      SIMULATOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Until `url` answers; throws when one of `processes` exits first, or after 120 s. */
export async function waitForServer(url, processes) {
  const started = performance.now();
  for (;;) {
    if (processes.some((server) => server.exitCode !== null)) throw new Error('the API exited');
    if (performance.now() - started > 120_000) throw new Error('the API did not start within 120 s');
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
}
