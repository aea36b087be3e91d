import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Endpoint, getFeatures } from '@vanbid/contract';
import { afterAll } from 'vitest';
import { readPassword } from '../../src/platform/db/embedded/data-folder';
import { urlOf } from './call';
import { testDatabaseUrl } from './worker-database';

const repoRoot = resolve(import.meta.dirname, '../../../..');

export interface ApiProcess {
  process: ChildProcess;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** What a call over real HTTP came back with: an answer, or the connection's failure. */
export type Outcome =
  | {
      status: number;
      body: { Status: string; Data?: Record<string, unknown>; Error?: { code: string } };
      headers: Headers;
    }
  | { failure: string };

/**
 * The API process as `npm start` runs it (`main.ts` under tsx), with `env` on top of quiet test
 * settings; resolves once it answers HTTP.
 */
export async function startApiProcess(env: Record<string, string>, startMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SIMULATOR: 'off',
      DEMO_HISTORY_DAYS: '2',
      ...env,
    },
    // DEBUG_API_PROCESS=1 shows the process's own output while a test is being looked into;
    // otherwise the end of its error output is kept for the failure below.
    stdio: process.env.DEBUG_API_PROCESS ? 'inherit' : ['ignore', 'ignore', 'pipe'],
  });
  let errorTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorTail = (errorTail + chunk.toString()).slice(-2_000);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the API exited with ${child.exitCode} before serving:\n${errorTail}`);
    if (performance.now() - started > startMs) throw new Error('the API did not serve in time');
    try {
      const response = await fetch(`http://127.0.0.1:${port}${urlOf(getFeatures)}`);
      if (response.status < 500) return { process: child, port, exited };
    } catch {}
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * A file's own API process on the worker's database, in a throwaway DATA_DIR, with the cross-process
 * adapter and the relay off (and the jobs, unless `env` turns them on): `start()` starts it (again,
 * after a kill), and after the file it is killed if still running and its folder removed.
 */
export function useApiProcessOnWorkerDatabase(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `vanbid-${name}-`));
  let api: ApiProcess | undefined;
  afterAll(async () => {
    if (api && api.process.exitCode === null) {
      api.process.kill('SIGKILL');
      await api.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async start(): Promise<ApiProcess> {
      api = await startApiProcess({
        DATABASE_URL: testDatabaseUrl(),
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web-build'),
        JOBS: 'off',
        REALTIME_RELAY_MS: '0',
        REALTIME_ADAPTER: 'memory',
        ...env,
      });
      return api;
    },
  };
}

/**
 * A TCP port that is free on 127.0.0.1 now, picked by the system: test files run side by side,
 * and a port drawn at random can be one another file's process is serving on.
 */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** One call of a contract endpoint over real HTTP; a connection that fails is an outcome too. */
export async function callOverHttp(
  port: number,
  endpoint: Endpoint,
  init: { token?: string; body?: unknown; key?: string; query?: string } = {},
): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${urlOf(endpoint)}${init.query ?? ''}`, {
      method: endpoint.method,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as never, headers: response.headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { failure: cause?.code ?? cause?.message ?? String(error) };
  }
}

/** The embedded server of a data folder: its postmaster's pid and a URL, from its lock file. */
export function embeddedServerOf(dataDir: string): { pid: number; url: string } | undefined {
  try {
    const lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const password = encodeURIComponent(readPassword(dataDir)!);
    return { pid: Number(lines[0]), url: `postgres://postgres:${password}@127.0.0.1:${lines[3]}/postgres` };
  } catch {
    return undefined;
  }
}
