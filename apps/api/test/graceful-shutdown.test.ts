import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { getBalance, getPaymentMethods, listCampaigns, proappLogin } from '@vanbid/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/platform/db/database';
import { ALL_SETUP_FLAGS, createAccount, createUser } from '../src/seed/factories';
import { callOverHttp, useApiProcessOnWorkerDatabase } from './support/api-process';
import { urlOf } from './support/call';
import { TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { testDatabaseUrl } from './support/worker-database';

const apiProcess = useApiProcessOnWorkerDatabase('shutdown');
let db: Database;

beforeAll(() => {
  db = createDatabase(testDatabaseUrl(), 2);
});

afterAll(async () => {
  await db.$client.end();
});

/** A GET over a keep-alive agent, as browsers and proxies send them: its status, or how it failed. */
function getOver(
  agent: Agent,
  port: number,
  path: string,
  token: string,
  onAnswer: (socket: Socket) => void,
): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = request({
      agent,
      port,
      host: '127.0.0.1',
      path,
      headers: { authorization: `Bearer ${token}` },
    });
    outgoing.on('response', (response) => {
      onAnswer(response.socket);
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve(`${response.statusCode}${JSON.parse(body).Status === 'ok' ? '' : ` ${body}`}`),
      );
      response.on('error', (error) => resolve(`broken answer: ${error.message}`));
    });
    outgoing.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
    outgoing.end();
  });
}

describe('the API process on SIGTERM under load', () => {
  it('answers every request it had received, refuses new connections, and exits 0', async () => {
    // The worker's database, with the jobs, the relay and the cross-process adapter off.
    const api = await apiProcess.start();
    const port = api.port;
    const account = await createAccount(db, {
      name: 'Shutdown Movers',
      isMainAccount: true,
      meta: ALL_SETUP_FLAGS,
    });
    const email = uniqueEmail('shutdown');
    await createUser(db, { email, password: TEST_PASSWORD, username: 'Owner', homeAccountId: account.id });
    const login = await callOverHttp(port, proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    if (!('status' in login)) throw new Error(login.failure);
    const token = login.body.Data!.token as string;

    // An idle keep-alive connection that the drain closes once the server has stopped listening:
    // a signal is taken in asynchronously, so the check of new connections waits for that.
    const watcher = new Agent({ keepAlive: true, maxSockets: 1 });
    let watcherClosed: Promise<unknown> | undefined;
    await getOver(watcher, port, urlOf(getBalance), token, (socket) => {
      watcherClosed = new Promise((resolve) => socket.once('close', resolve));
    });

    // 200 signed-in reads queued on 20 keep-alive connections; SIGTERM once each connection has
    // carried an answer (the server holds all 20), so the rest are in flight: sent, or queued
    // behind an answer on an open connection, as browsers and proxies send them.
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const answeredOn = new Set<Socket>();
    let answered = 0;
    let answeredBeforeSignal: number | undefined;
    const reads = [getBalance, listCampaigns, getPaymentMethods];
    const requests = Array.from({ length: 200 }, (_, i) =>
      getOver(agent, port, urlOf(reads[i % 3]!), token, (socket) => {
        answered += 1;
        answeredOn.add(socket);
        if (answeredBeforeSignal !== undefined || answeredOn.size < 20) return;
        answeredBeforeSignal = answered;
        api.process.kill('SIGTERM');
      }),
    );
    const outcomes = await Promise.all(requests);
    agent.destroy();
    await watcherClosed;
    const afterwards = await callOverHttp(port, getBalance, { token });

    expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
    expect(answeredBeforeSignal).toBeLessThan(outcomes.length);
    expect(afterwards).toEqual({ failure: 'ECONNREFUSED' });
    expect(await api.exited).toBe(0);
  }, 180_000);
});
