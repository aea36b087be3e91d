import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { testDatabaseUrl } from './support/worker-database';

const DATA_DIR = mkdtempSync(join(tmpdir(), 'vanbid-readiness-'));
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.process.exitCode === null) {
    api.process.kill('SIGKILL');
    await api.exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** `GET /readyz` on a keep-alive connection, as a load balancer checks: status and error code, or how it failed. */
function readiness(agent: Agent, port: number): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = request({ agent, port, host: '127.0.0.1', path: '/readyz' });
    outgoing.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        const code = (JSON.parse(body) as { Error?: { code: string } }).Error?.code;
        resolve(code ? `${response.statusCode} ${code}` : String(response.statusCode));
      });
    });
    outgoing.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
    outgoing.end();
  });
}

describe('GET /readyz while the API process drains', () => {
  it('answers 503 UNAVAILABLE on an open connection after SIGTERM, then the process exits 0', async () => {
    api = await startApiProcess({
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR,
      WEB_DIST: join(DATA_DIR, 'no-web-build'),
      JOBS: 'off',
      REALTIME_RELAY_MS: '0',
      REALTIME_ADAPTER: 'memory',
    });
    // One connection kept busy, as a balancer's health checks keep it: the drain answers on it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [await readiness(agent, api.port)];
    api.process.kill('SIGTERM');
    while (answers.at(-1) === '200') answers.push(await readiness(agent, api.port));
    agent.destroy();

    expect(answers[0]).toBe('200');
    expect(answers.at(-1)).toBe('503 UNAVAILABLE');
    expect(await api.exited).toBe(0);
  }, 180_000);
});
