import { randomUUID } from 'node:crypto';
import { cashOutBalance, cashOutBalanceBulk, chargeBalance, getPaymentMethods } from '@vanbid/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type Database } from '../src/platform/db/database';
import { addSandboxCard, fundWallet } from '../src/seed/money-factories';
import {
  assertLedgerBalanced,
  gatewayCharges,
  ownerWithCard,
  SANDBOX_CARDS,
  transactionCount,
  useMoneyTestApp,
} from './payments-support';
import type { Answer } from './support/answer';
import { createCall } from './support/call';
import { signedInOwner } from './support/signed-in';
import { TEST_JWT_SECRET } from './support/test-app';
import { buyFromWallet } from './support/wallet-sales';
import { testDatabaseUrl } from './support/worker-database';

const context = useMoneyTestApp({ cardData: true });
const { call } = context;

type Owner = Awaited<ReturnType<typeof ownerWithCard>>;
interface Model {
  balanceCents: number;
}
type Request = () => Promise<
  Answer<typeof chargeBalance | typeof cashOutBalance | typeof cashOutBalanceBulk>
>;
interface Real {
  owner: Owner;
  /** The last money call, to send again with its Idempotency-Key. */
  last: Request | null;
}

const dollars = (cents: number) => cents / 100;
const amountCents = fc.integer({ min: 1, max: 40_000 });

function send(real: Real, request: Request) {
  real.last = request;
  return request();
}

const cashOutBody = (real: Real, kind: 'withdraw' | 'topup', cents: number) =>
  kind === 'withdraw'
    ? { fromId: 'wallet', toId: real.owner.card.payment_method_id, amount: dollars(cents) }
    : { fromId: real.owner.card.payment_method_id, toId: 'wallet', amount: dollars(cents) };

/** Applies signed changes in order; null when one would take the balance under zero. */
function applyAll(balance: number, changes: number[]): number | null {
  let current = balance;
  for (const change of changes) {
    current += change;
    if (current < 0) return null;
  }
  return current;
}

async function expectBalance(model: Model, real: Real) {
  expect(await real.owner.balance()).toBe(dollars(model.balanceCents));
}

class Charge implements fc.AsyncCommand<Model, Real> {
  constructor(readonly cents: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const headers = { 'idempotency-key': randomUUID() };
    const body = { amount: dollars(this.cents), payment_method_id: real.owner.card.payment_method_id };
    const response = await send(real, () => call(chargeBalance, { as: real.owner, headers, body }));
    expect(response.status).toBe(200);
    model.balanceCents += this.cents;
    expect(response.data.balance).toBe(dollars(model.balanceCents));
    await expectBalance(model, real);
  }
  toString = () => `charge(${this.cents})`;
}

class CashOut implements fc.AsyncCommand<Model, Real> {
  constructor(readonly items: { kind: 'withdraw' | 'topup'; cents: number }[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const isBulk = this.items.length > 1;
    const bodies = this.items.map((item) => cashOutBody(real, item.kind, item.cents));
    const headers = { 'idempotency-key': randomUUID() };
    const as = real.owner;
    const response = await send(real, () =>
      isBulk
        ? call(cashOutBalanceBulk, { as, headers, body: { items: bodies } })
        : call(cashOutBalance, { as, headers, body: bodies[0]! }),
    );
    const after = applyAll(
      model.balanceCents,
      this.items.map((item) => (item.kind === 'withdraw' ? -item.cents : item.cents)),
    );
    if (after === null) {
      expect(response.status).toBe(422);
      expect(response.error.code).toBe('INSUFFICIENT_FUNDS');
    } else {
      expect(response.status).toBe(200);
      model.balanceCents = after;
      expect(response.data.balance).toBe(dollars(after));
    }
    await expectBalance(model, real);
  }
  toString = () => `cashOut(${JSON.stringify(this.items)})`;
}

class Debit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly cents: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const debit = await buyFromWallet(context.app.deps, {
      accountId: real.owner.account.id,
      priceCents: this.cents,
    });
    if (model.balanceCents >= this.cents) {
      expect(debit).toEqual({ balanceAfterCents: model.balanceCents - this.cents });
      model.balanceCents -= this.cents;
    } else expect(debit).toBeNull();
    await expectBalance(model, real);
  }
  toString = () => `debit(${this.cents})`;
}

/** Sends the previous request again with its key: the same answer, no money moves. */
class Retry implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    if (!real.last) return;
    const response = await real.last();
    if (response.status === 200) expect(response.data.balance).toBeTypeOf('number');
    await expectBalance(model, real);
  }
  toString = () => 'retry';
}

describe('the wallet against an in-memory model (fast-check)', () => {
  it('never diverges over charges, cash outs, bulk cash outs, debits and retries', async () => {
    const item = fc.record({
      kind: fc.constantFrom('withdraw' as const, 'topup' as const),
      cents: amountCents,
    });
    const commands = [
      amountCents.map((cents) => new Charge(cents)),
      item.map((one) => new CashOut([one])),
      fc.array(item, { minLength: 2, maxLength: 4 }).map((items) => new CashOut(items)),
      amountCents.map((cents) => new Debit(cents)),
      fc.constant(new Retry()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
        const owner = await ownerWithCard(context);
        await fc.asyncModelRun(() => ({ model: { balanceCents: 0 }, real: { owner, last: null } }), sequence);
        await assertLedgerBalanced(context.db);
      }),
      { numRuns: 25 },
    );
  });
});

describe('concurrency', () => {
  let wide: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    wide = createDatabase(testDatabaseUrl(), 40);
    app = await buildApp({
      // No jobs, as in the file's other app: with them it would start a delivery thread.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' }),
      db: wide,
      jwtSecret: TEST_JWT_SECRET,
      serveSpa: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await wide?.$client.end();
  });

  const callWide = createCall(() => app);

  it('100 concurrent chargeBalance with one key make one gateway charge and one ledger transaction', async () => {
    const owner = await ownerWithCard(context);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        callWide(chargeBalance, {
          as: owner,
          headers: { 'idempotency-key': key },
          body: { amount: 19.99, payment_method_id: owner.card.payment_method_id },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(200));
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(1);
    expect(await transactionCount(context.db, owner.account.id)).toBe(1);
    expect(await owner.balance()).toBe(19.99);
  });

  it('200 concurrent debits worth twice the balance never take it below zero', async () => {
    const owner = await ownerWithCard(context);
    await fundWallet(context.db, {
      accountId: owner.account.id,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 10_000,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        buyFromWallet(app.deps, { accountId: owner.account.id, priceCents: 100, type: 'call' }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const paid = results.filter((result) => result.status === 'fulfilled' && result.value !== null);
    expect(paid).toHaveLength(100);
    expect(await owner.balance()).toBe(0);
  });

  it('concurrent cash outs over HTTP never pay out more than the balance', async () => {
    const owner = await ownerWithCard(context);
    await fundWallet(context.db, {
      accountId: owner.account.id,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 5_000,
    });
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        callWide(cashOutBalance, {
          as: owner,
          headers: { 'idempotency-key': randomUUID() },
          body: { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 1.5 },
        }),
      ),
    );
    const ok = responses.filter((response) => response.status === 200).length;
    expect(ok).toBe(Math.floor(5_000 / 150));
    expect(responses.filter((response) => response.status === 422)).toHaveLength(60 - ok);
    expect(await owner.balance()).toBe(dollars(5_000 - ok * 150));
  });

  it('concurrent saves of the first methods leave exactly one primary', async () => {
    const owner = await signedInOwner(context);
    const numbers = [
      SANDBOX_CARDS.visaCredit,
      SANDBOX_CARDS.visaDebit,
      SANDBOX_CARDS.mastercardCredit,
      SANDBOX_CARDS.mastercardDebit,
      SANDBOX_CARDS.amexCredit,
    ];
    await Promise.all(numbers.map((number) => addSandboxCard(wide, { accountId: owner.account.id, number })));
    const list = (await call(getPaymentMethods, { as: owner })).data;
    expect(list.paymentMethods).toHaveLength(5);
    expect(list.paymentMethods.filter((method: { primary: boolean }) => method.primary)).toHaveLength(1);
  });
});
