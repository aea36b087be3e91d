import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chargeBalance, type Endpoint, getFeatures, getPaymentMethods, proappLogin } from '@vanbid/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { lockedBy, passwordFileOf, readPassword } from '../../src/platform/db/embedded/data-folder';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed/demo-world';
import { freePort } from '../support/api-process';
import { urlOf } from '../support/call';
import { walletMoneyOf } from '../support/database-reads';
import { demoHistoryComplete } from '../support/demo-history';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const DATA_DIR = mkdtempSync(join(tmpdir(), 'vanbid-crash-'));
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR.
chmodSync(DATA_DIR, 0o755);

let server: ChildProcess | undefined;
const FIRST_START_MS = 120_000;
let port = 0;

/** `npm start`'s API process on the embedded database of DATA_DIR; resolves once it serves. */
async function startApi(): Promise<number> {
  const started = performance.now();
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Always the embedded server of DATA_DIR, also on the harness's PostgreSQL run.
      DATABASE_URL: '',
      DATA_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The demo's traffic simulator would move balances under the test's feet.
      SIMULATOR: 'off',
      // Two days of history, as every API process of the tests: the load of the restart is the
      // charges' (90 days take a minute to sell).
      DEMO_HISTORY_DAYS: '2',
    },
    stdio: 'ignore',
  });
  for (;;) {
    // The first start seeds the demo world (90 days sold by the marketplace engine) before it serves.
    if (performance.now() - started > FIRST_START_MS) throw new Error('the API did not serve in time');
    try {
      const response = await fetch(`http://127.0.0.1:${port}${urlOf(getFeatures)}`);
      if (response.status < 500) return performance.now() - started;
    } catch {}
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** One call of a contract endpoint over real HTTP to the spawned process. */
async function api(endpoint: Endpoint, init: { token?: string; body?: unknown; key?: string } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${urlOf(endpoint)}`, {
    method: endpoint.method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as { Data: Record<string, unknown> } };
}

/** The running server's address, from its lock file and the kept password. */
async function databaseUrl(): Promise<string> {
  const dataDir = join(DATA_DIR, 'pgdata');
  const dbPort = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(readPassword(dataDir)!)}@127.0.0.1:${dbPort}/postgres`;
}

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((done) => server!.once('exit', done));
  }
  // A test that failed between the kill and the restart leaves the orphaned server: stop it.
  const orphan = lockedBy(join(DATA_DIR, 'pgdata'));
  if (orphan) process.kill(orphan, 'SIGQUIT');
  rmSync(DATA_DIR, { recursive: true, force: true });
});

describe('the API killed with SIGKILL under load', () => {
  it(
    'serves again after a restart, and no charge is lost or doubled',
    async () => {
      await startApi();
      await demoHistoryComplete(port);
      const login = await api(proappLogin, { body: { login: DEMO_EMAIL, password: DEMO_PASSWORD } });
      expect(login.status).toBe(200);
      const token = login.body.Data.token as string;
      const methods = await api(getPaymentMethods, { token });
      const cardId = (
        methods.body.Data.paymentMethods as { payment_method_id: string; payment_method_type: string }[]
      ).find((method) => method.payment_method_type !== 'BankAccount')!.payment_method_id;
      const before = await walletMoneyOf(await databaseUrl(), DEMO_EMAIL);

      // 120 charges of $1.00–$3.00, each with its own key, fired at once; the process dies among them.
      const charges = Array.from({ length: 120 }, (_, i) => ({
        key: randomUUID(),
        cents: 100 * (1 + (i % 3)),
      }));
      const firstTries = charges.map((charge) =>
        api(chargeBalance, {
          token,
          key: charge.key,
          body: { amount: charge.cents / 100, payment_method_id: cardId },
        }).catch(() => undefined),
      );
      await new Promise((done) => setTimeout(done, 150));
      server!.kill('SIGKILL');
      await new Promise((done) => server!.once('exit', done));
      const answered = (await Promise.all(firstTries)).filter((outcome) => outcome?.status === 200).length;

      // How fast it comes back is measured by `npm run bench startup` (restart), not asserted here.
      await startApi();
      // The client retries every charge with its key: a committed one replays, a lost one runs now.
      for (const charge of charges) {
        const retry = await api(chargeBalance, {
          token,
          key: charge.key,
          body: { amount: charge.cents / 100, payment_method_id: cardId },
        });
        expect(retry.status).toBe(200);
      }
      const after = await walletMoneyOf(await databaseUrl(), DEMO_EMAIL);
      const total = charges.reduce((sum, charge) => sum + charge.cents, 0);
      expect(after.balance - before.balance).toBe(total);
      expect(after.charges - before.charges).toBe(charges.length);
      expect(after.ledger).toBe(after.balance);
      // Not a test of luck: some charges were answered before the kill and some were not.
      expect(answered).toBeLessThan(charges.length);
      // The database's generated password stays readable by its owner only.
      expect(statSync(passwordFileOf(join(DATA_DIR, 'pgdata'))).mode & 0o777).toBe(0o600);
    },
    FIRST_START_MS + 60_000,
  );

  it('stops the API and its database cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((done) => server!.once('exit', done));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lockedBy(join(DATA_DIR, 'pgdata'))).toBeUndefined();
  });
});
