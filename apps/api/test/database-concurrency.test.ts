import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  chargeBalance,
  type Endpoint,
  getBalance,
  getCompanyName,
  getCurrentUser,
  getPaymentMethods,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type Database } from '../src/platform/db/database';
import { assertLedgerBalanced, ownerWithCard, SANDBOX_CARDS } from './payments-support';
import { urlOf } from './support/call';
import { TEST_JWT_SECRET, useTestApp } from './support/test-app';
import { testDatabaseUrl } from './support/worker-database';

const context = useTestApp();

type Tenant = Awaited<ReturnType<typeof ownerWithCard>>;
interface Expectation {
  endpoint: Endpoint;
  body?: unknown;
  /** What the caller must see in `Data`: its own records only. */
  check(data: Record<string, unknown>): void;
}
type Outcome = { status: number; body: unknown } | { status: 'unanswered'; body: string };

/**
 * The mix one tenant sends at once, 200 requests: reads of its own account interleaved with wallet
 * charges (each its own idempotency key, $1.00 to $4.00). Returns the cents charged.
 */
function mixFor(tenant: Tenant): { requests: Expectation[]; chargedCents: number } {
  const requests: Expectation[] = [];
  let chargedCents = 0;
  for (let i = 0; i < 40; i++) {
    const cents = 100 * (1 + (i % 4));
    chargedCents += cents;
    requests.push(
      {
        endpoint: chargeBalance,
        body: { amount: cents / 100, payment_method_id: tenant.card.payment_method_id },
        check: (data) => expect(data.amount_added_to_wallet).toBe(cents / 100),
      },
      {
        endpoint: getPaymentMethods,
        check: (data) =>
          expect(
            (data.paymentMethods as { payment_method_id: string }[]).map((m) => m.payment_method_id),
          ).toEqual([tenant.card.payment_method_id]),
      },
      {
        endpoint: getCompanyName,
        check: (data) => expect(data.name).toBe(tenant.account.name),
      },
      {
        endpoint: getCurrentUser,
        check: (data) => expect(data).toMatchObject({ id: tenant.user.id, email: tenant.email }),
      },
      {
        endpoint: getBalance,
        check: (data) => expect(data.balance).toBeGreaterThanOrEqual(0),
      },
    );
  }
  return { requests, chargedCents };
}

describe('the database under concurrent requests of two tenants', () => {
  let app: FastifyInstance;
  let db: Database;
  let base: string;

  beforeAll(async () => {
    // Production's pool size, over real HTTP: requests share pooled connections as they do live.
    db = createDatabase(testDatabaseUrl(), 10);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REALTIME_RELAY_MS: '0' }),
      db,
      jwtSecret: TEST_JWT_SECRET,
      serveSpa: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.$client.end();
  });

  async function send(tenant: Tenant, request: Expectation): Promise<Outcome> {
    try {
      const response = await fetch(`${base}${urlOf(request.endpoint)}`, {
        method: request.endpoint.method,
        headers: {
          authorization: `Bearer ${tenant.token}`,
          ...(request.body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
        },
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(80_000),
      });
      return { status: response.status, body: await response.json() };
    } catch (error) {
      return { status: 'unanswered', body: String(error) };
    }
  }

  it('answers each of 2 × 200 mixed reads and charges correctly for its own caller', async () => {
    const tenants = [
      await ownerWithCard(context, SANDBOX_CARDS.visaCredit, { name: 'Atlas Movers' }),
      await ownerWithCard(context, SANDBOX_CARDS.visaDebit, { name: 'Bekins Van Lines' }),
    ].map((tenant) => ({ tenant, ...mixFor(tenant) }));
    const sent = tenants.flatMap(({ tenant, requests }) =>
      requests.map((request) => ({ tenant, request, outcome: send(tenant, request) })),
    );
    const outcomes = await Promise.all(sent.map((entry) => entry.outcome));

    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'unanswered')).toEqual([]);
    expect(statuses.filter((status) => typeof status === 'number' && status >= 500)).toEqual([]);
    expect(statuses).toEqual(Array(400).fill(200));
    sent.forEach(({ request }, index) => {
      request.check((outcomes[index]!.body as { Data: Record<string, unknown> }).Data);
    });
    for (const { tenant, chargedCents } of tenants) expect(await tenant.balance()).toBe(chargedCents / 100);
    await assertLedgerBalanced(context.db);
  });
});
