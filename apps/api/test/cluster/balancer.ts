import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../support/api-process';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The balancer's configuration, the same file compose.yaml runs. */
export const HAPROXY_CONFIG = join(repoRoot, 'deploy/haproxy.cfg');

export interface Balancer {
  /** `http://127.0.0.1:<port>` of the balancer. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Debian's HAProxy (`HAPROXY_BIN`, else `haproxy` on the PATH) on deploy/haproxy.cfg in front of
 * `servers` (`host:port`, named api1, api2, … in order); resolves once it answers.
 */
export async function startBalancer(servers: readonly string[]): Promise<Balancer> {
  const port = await freePort();
  const binary = process.env.HAPROXY_BIN || 'haproxy';
  const child = spawn(binary, ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      VANBID_LISTEN: `127.0.0.1:${port}`,
      VANBID_SERVED_BY: 'on',
      ...Object.fromEntries(servers.map((server, index) => [`VANBID_API_${index + 1}`, server])),
    },
    // DEBUG_API_PROCESS=1 shows HAProxy's own log too.
    stdio: process.env.DEBUG_API_PROCESS ? 'inherit' : 'ignore',
  });
  const exited = exitOf(child, binary);
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    const failure = await Promise.race([exited, new Promise((done) => setTimeout(done, 100))]);
    if (typeof failure === 'string') throw new Error(failure);
    if (performance.now() - started > 30_000) throw new Error('HAProxy did not answer within 30 s');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {}
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves with why the process ended (a missing binary says how to install it). */
function exitOf(child: ChildProcess, binary: string): Promise<string> {
  return new Promise((done) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      done(
        error.code === 'ENOENT'
          ? `HAProxy not found (${binary}): apt-get install haproxy, or set HAPROXY_BIN (npm test installs it)`
          : `HAProxy failed to start: ${error.message}`,
      ),
    );
    child.once('exit', (code, signal) => done(`HAProxy exited (${signal ?? code})`));
  });
}
