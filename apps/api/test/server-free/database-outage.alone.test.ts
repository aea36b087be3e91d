import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chargeBalance, getBalance, getPaymentMethods, listCampaigns, proappLogin } from '@vanbid/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/features/verify-ledger/index';
import { createDatabase } from '../../src/platform/db/database';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed/demo-world';
import {
  type ApiProcess,
  callOverHttp,
  embeddedServerOf,
  type Outcome,
  startApiProcess,
} from '../support/api-process';
import { canQuery, walletMoneyOf } from '../support/database-reads';
import { demoHistoryComplete } from '../support/demo-history';

// The API's own embedded PostgreSQL in a folder of this file: killing it touches no other test file.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'vanbid-outage-'));
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR.
chmodSync(DATA_DIR, 0o755);
const PGDATA = join(DATA_DIR, 'pgdata');
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.process.exitCode === null) {
    api.process.kill('SIGTERM');
    await api.exited;
  }
  // A test that failed while the API was down leaves its server running: stop it.
  const orphan = embeddedServerOf(PGDATA);
  try {
    if (orphan) process.kill(orphan.pid, 'SIGQUIT');
  } catch {}
  rmSync(DATA_DIR, { recursive: true, force: true });
});

const isAnswer = (outcome: Outcome): outcome is Extract<Outcome, { status: number }> => 'status' in outcome;
const isUnavailable = (outcome: Outcome) =>
  isAnswer(outcome) &&
  outcome.status === 503 &&
  outcome.body.Error?.code === 'UNAVAILABLE' &&
  Number(outcome.headers.get('retry-after')) > 0;

describe('the API when its database dies under load', () => {
  it('answers 503 during the outage, restarts its embedded database, serves again and charges each key once', async () => {
    api = await startApiProcess({ DATABASE_URL: '', DATA_DIR });
    const port = api.port;
    await demoHistoryComplete(port);
    const login = await callOverHttp(port, proappLogin, {
      body: { login: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    if (!isAnswer(login)) throw new Error(login.failure);
    const token = login.body.Data!.token as string;
    const methods = await callOverHttp(port, getPaymentMethods, { token });
    if (!isAnswer(methods)) throw new Error(methods.failure);
    const cardId = (
      methods.body.Data!.paymentMethods as { payment_method_id: string; payment_method_type: string }[]
    ).find((method) => method.payment_method_type !== 'BankAccount')!.payment_method_id;
    const killed = embeddedServerOf(PGDATA)!;
    const before = await walletMoneyOf(killed.url, DEMO_EMAIL);

    const charges: { key: string; cents: number }[] = [];
    const charge = () => {
      const one = { key: randomUUID(), cents: 100 * (1 + (charges.length % 3)) };
      charges.push(one);
      return callOverHttp(port, chargeBalance, {
        token,
        key: one.key,
        body: { amount: one.cents / 100, payment_method_id: cardId },
      });
    };
    const reads = [getBalance, listCampaigns, getPaymentMethods];
    // 420 requests in flight: 120 charges with their keys and 300 reads; the database dies among them.
    const inFlight = [
      ...Array.from({ length: 120 }, charge),
      ...Array.from({ length: 300 }, (_, i) => callOverHttp(port, reads[i % 3]!, { token })),
    ];
    await new Promise((done) => setTimeout(done, 150));
    process.kill(killed.pid, 'SIGKILL');
    const outcomes = await Promise.all(inFlight);

    // Until the API serves again: more charges (each with its key) and a read, every 100 ms.
    let databaseBackAt: number | undefined;
    let servingAt: number | undefined;
    for (let round = 0; servingAt === undefined && api.process.exitCode === null && round < 600; round += 1) {
      const [during, read] = await Promise.all([charge(), callOverHttp(port, getBalance, { token })]);
      outcomes.push(during, read);
      if (isAnswer(read) && read.status === 200) servingAt = performance.now();
      const server = embeddedServerOf(PGDATA);
      if (databaseBackAt === undefined && server && server.pid !== killed.pid && (await canQuery(server.url)))
        databaseBackAt = performance.now();
      await new Promise((done) => setTimeout(done, 100));
    }

    expect(api.process.exitCode).toBeNull();
    const unexpected = outcomes.filter(
      (outcome) => !(isAnswer(outcome) && outcome.status === 200) && !isUnavailable(outcome),
    );
    expect(
      unexpected.map((outcome) =>
        isAnswer(outcome) ? `${outcome.status} ${outcome.body.Error?.code}` : outcome.failure,
      ),
    ).toEqual([]);
    expect(outcomes.filter(isUnavailable).length).toBeGreaterThan(0);
    expect(servingAt).toBeDefined();
    expect(servingAt! - (databaseBackAt ?? servingAt!)).toBeLessThan(10_000);

    // The client retries every charge with its key: a committed one replays, a failed one runs now.
    for (const { key, cents } of charges) {
      const retry = await callOverHttp(port, chargeBalance, {
        token,
        key,
        body: { amount: cents / 100, payment_method_id: cardId },
      });
      expect(isAnswer(retry) && retry.status).toBe(200);
    }
    const url = embeddedServerOf(PGDATA)!.url;
    const after = await walletMoneyOf(url, DEMO_EMAIL);
    expect(after.balance - before.balance).toBe(charges.reduce((sum, one) => sum + one.cents, 0));
    expect(after.charges - before.charges).toBe(charges.length);
    expect(after.ledger).toBe(after.balance);
    const db = createDatabase(url, 2);
    expect(await verifyLedger(db).finally(() => db.$client.end())).toEqual([]);

    // After the outage the API still shuts down cleanly: jobs, sockets and pools close.
    api.process.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }, 240_000);
});
