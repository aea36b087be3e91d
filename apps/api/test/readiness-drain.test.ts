import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useApiProcessOnWorkerDatabase } from './support/api-process';

const apiProcess = useApiProcessOnWorkerDatabase('readiness');

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
    const api = await apiProcess.start();
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
