import {
  cashOutBalance,
  cashOutBalanceBulk,
  chargeBalance,
  chargeCard,
  getBalance,
  getCompanyUserMeta,
  getListOfBilledItems,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSandboxBankAccount, addSandboxCard, SANDBOX_BANK } from '../src/seed/money-factories';
import {
  gatewayCharges,
  idempotencyKey,
  ownerWithCard,
  SANDBOX_CARDS,
  transactionCount,
  useMoneyTestApp,
} from './payments-support';
import { type TestSession, unchecked } from './support/call';
import { signedInOwner } from './support/signed-in';

const context = useMoneyTestApp({ cardData: true });
const { call } = context;

describe('GET /company/balance', () => {
  it('answers 0 and no auto-recharge for a new account', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getBalance, { as: owner });
    expect(response.data).toEqual({
      balance: 0,
      recharge: null,
      next_purchase_cost: null,
      is_out_of_funds: false,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await call(getBalance);
    expect(response.status).toBe(401);
  });
});

describe('POST /payment/chargeBalance', () => {
  it('adds amount_added_to_wallet to the balance (19.99 is exactly 1999 cents)', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(19.99, idempotencyKey());
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ amount_added_to_wallet: 19.99, balance: 19.99 });
    expect(data.transaction).toMatchObject({
      type: 'charge',
      amount: 19.99,
      balance_after: 19.99,
      payment_method_id: owner.card.payment_method_id,
    });
    const again = await owner.charge(0.01, idempotencyKey());
    expect(again.data.balance).toBe(20);
    expect(await owner.balance()).toBe(20);
  });

  it.each([
    ['negative', -5],
    ['zero', 0],
    ['3 decimals', 1.005],
    ['huge', 1e12],
    ['just over the limit', 50_000.01],
    ['a numeric string', '10'],
    ['NaN as a string', 'NaN'],
    ['null', null],
    ['an object', { value: 10 }],
  ])('refuses an amount that is %s with 400 and moves nothing', async (_name, amount) => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(amount, idempotencyKey());
    expect(response.status).toBe(400);
    expect(response.error.code).toBe('VALIDATION_FAILED');
    expect(response.error.fields).toHaveProperty('amount');
    expect(await owner.balance()).toBe(0);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(0);
  });

  it('refuses NaN and Infinity literals as invalid JSON', async () => {
    const owner = await ownerWithCard(context);
    for (const literal of ['NaN', 'Infinity', '-Infinity']) {
      const response = await call(chargeBalance, {
        as: owner,
        headers: { 'content-type': 'application/json' },
        body: unchecked(`{"amount": ${literal}, "payment_method_id": "${owner.card.payment_method_id}"}`),
      });
      expect(response.status).toBe(400);
    }
    expect(await owner.balance()).toBe(0);
  });

  it('accepts the largest amount, 50000.00', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(50_000, idempotencyKey());
    expect(response.data.balance).toBe(50_000);
  });

  it('answers a method of another account exactly like an unknown one (404)', async () => {
    const owner = await ownerWithCard(context);
    const stranger = await ownerWithCard(context);
    const foreign = await owner.charge(10, idempotencyKey(), stranger.card.payment_method_id);
    const unknown = await owner.charge(10, idempotencyKey(), 'pm_sbx_doesnotexist');
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
    expect(await gatewayCharges(context.db, stranger.account.id)).toBe(0);
  });

  it('refuses a missing or unknown-shaped payment_method_id with 400', async () => {
    const owner = await ownerWithCard(context);
    const missing = await call(chargeBalance, { as: owner, body: unchecked({ amount: 5 }) });
    expect(missing.status).toBe(400);
    const weird = await owner.charge(5, {}, 'pm; drop table wallets');
    expect(weird.status).toBe(400);
  });

  it.each([
    [SANDBOX_CARDS.declined, 'card_declined'],
    [SANDBOX_CARDS.insufficientFunds, 'insufficient_funds'],
  ])('answers 422 PAYMENT_DECLINED for the sandbox card %s and moves nothing', async (number, reason) => {
    const owner = await ownerWithCard(context, number);
    const response = await owner.charge(25, idempotencyKey());
    expect(response.status).toBe(422);
    expect(response.error).toMatchObject({ code: 'PAYMENT_DECLINED', fields: { reason } });
    expect(await owner.balance()).toBe(0);
    // Only the failed billed item, which moved no money (failed-charges.test.ts).
    expect(await transactionCount(context.db, owner.account.id)).toBe(1);
  });

  it('charges a bank account, and declines a closed one', async () => {
    const owner = await signedInOwner(context);
    const bank = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    const closed = await addSandboxBankAccount(context.db, {
      accountId: owner.account.id,
      accountNumber: SANDBOX_BANK.closed,
    });
    const ok = await call(chargeBalance, {
      as: owner,
      body: { amount: 100, payment_method_id: bank.payment_method_id },
    });
    expect(ok.data.balance).toBe(100);
    const refused = await call(chargeBalance, {
      as: owner,
      body: { amount: 100, payment_method_id: closed.payment_method_id },
    });
    expect(refused.error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      fields: { reason: 'account_closed' },
    });
  });
});

describe('Idempotency-Key on money calls', () => {
  it('replays the first answer for the same key and body, charging once', async () => {
    const owner = await ownerWithCard(context);
    const key = idempotencyKey();
    const first = await owner.charge(42.5, key);
    const second = await owner.charge(42.5, key);
    expect(second.status).toBe(200);
    expect(second.envelope).toEqual(first.envelope);
    expect(await owner.balance()).toBe(42.5);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(1);
    expect(await transactionCount(context.db, owner.account.id)).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body or call', async () => {
    const owner = await ownerWithCard(context);
    const key = idempotencyKey();
    await owner.charge(10, key);
    const otherBody = await owner.charge(11, key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherCall = await call(cashOutBalance, {
      as: owner,
      body: { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 10 },
      headers: key,
    });
    expect(otherCall.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await owner.balance()).toBe(10);
  });

  it('scopes keys to the account', async () => {
    const first = await ownerWithCard(context);
    const second = await ownerWithCard(context);
    const key = idempotencyKey();
    expect((await first.charge(10, key)).status).toBe(200);
    expect((await second.charge(10, key)).status).toBe(200);
    expect(await second.balance()).toBe(10);
  });

  it('replays a decline without asking the gateway again', async () => {
    const owner = await ownerWithCard(context, SANDBOX_CARDS.declined);
    const key = idempotencyKey();
    const first = await owner.charge(10, key);
    const second = await owner.charge(10, key);
    expect(second.status).toBe(422);
    expect(second.envelope).toEqual(first.envelope);
  });

  it('treats the same body with another globalId placement as the same request', async () => {
    const owner = await ownerWithCard(context);
    const key = idempotencyKey();
    await owner.charge(10, key);
    const withGlobalId = await call(chargeBalance, {
      as: owner,
      body: { globalId: owner.account.id, payment_method_id: owner.card.payment_method_id, amount: 10 },
      headers: key,
    });
    expect(withGlobalId.status).toBe(200);
    expect(await owner.balance()).toBe(10);
  });

  it('charges twice without a key (older clients), and refuses a malformed key', async () => {
    const owner = await ownerWithCard(context);
    await owner.charge(10);
    await owner.charge(10);
    expect(await owner.balance()).toBe(20);
    const bad = await owner.charge(10, { 'idempotency-key': 'x'.repeat(256) });
    expect(bad.status).toBe(400);
  });
});

describe('POST /payment/chargeCard', () => {
  /** The description of the account's transaction `id`, as the billed items list shows it. */
  async function descriptionOf(owner: TestSession, id: number) {
    const list = await call(getListOfBilledItems, { as: owner, body: { size: 100 } });
    return list.data.items.find((item) => item.id === id)?.description;
  }

  it('funds the wallet as the initial payment and marks it done', async () => {
    const owner = await ownerWithCard(context, undefined, { setupComplete: false });
    const response = await call(chargeCard, {
      as: owner,
      body: { amount: 500, payment_method_id: owner.card.payment_method_id },
      headers: idempotencyKey(),
    });
    expect(response.data).toMatchObject({ amount_added_to_wallet: 500, balance: 500 });
    expect(response.data.transaction_id).toEqual(expect.any(Number));
    expect(await descriptionOf(owner, response.data.transaction_id)).toMatch(/^Initial payment from /);
    const meta = await call(getCompanyUserMeta, { as: owner });
    expect(meta.data.metaData.initial_payment_done).toBe(true);
  });

  it('charges an account whose initial payment is done any amount, as added funds', async () => {
    const owner = await ownerWithCard(context);
    const response = await call(chargeCard, {
      as: owner,
      body: { amount: 120, payment_method_id: owner.card.payment_method_id },
      headers: idempotencyKey(),
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ amount_added_to_wallet: 120, balance: 120 });
    expect(await descriptionOf(owner, response.data.transaction_id)).toMatch(/^Funds added from /);
  });

  it('refuses an initial payment under $500, naming the amount, and charges nothing', async () => {
    const owner = await ownerWithCard(context, undefined, { setupComplete: false });
    const response = await call(chargeCard, {
      as: owner,
      body: { amount: 499.99, payment_method_id: owner.card.payment_method_id },
      headers: idempotencyKey(),
    });
    expect(response.status).toBe(400);
    expect(response.error.fields).toEqual({ amount: 'The initial payment is at least $500' });
    const wallet = await context.db.execute(
      sql`select count(*)::int as n from wallets where account_id = ${owner.account.id} and balance_cents <> 0`,
    );
    expect(wallet.rows[0]!.n).toBe(0);
  });
});

describe('POST /payment/cashOutBalance', () => {
  async function funded(amount: number) {
    const owner = await ownerWithCard(context);
    await owner.charge(amount);
    const cashOut = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(cashOutBalance, { as: owner, body: unchecked(payload), headers });
    return { ...owner, cashOut };
  }

  it('withdraws from the wallet to a method', async () => {
    const owner = await funded(100);
    const response = await owner.cashOut(
      { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 30.25, fromWallet: true },
      idempotencyKey(),
    );
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      balance: 69.75,
      transactions: [{ type: 'cash_out', amount: 30.25, balance_after: 69.75 }],
    });
  });

  it('tops the wallet up from a method', async () => {
    const owner = await funded(10);
    const response = await owner.cashOut({ fromId: owner.card.payment_method_id, toId: 'wallet', amount: 5 });
    expect(response.data.balance).toBe(15);
  });

  it('refuses to take more than the balance (422 INSUFFICIENT_FUNDS, nothing paid out)', async () => {
    const owner = await funded(20);
    const response = await owner.cashOut({
      fromId: 'wallet',
      toId: owner.card.payment_method_id,
      amount: 20.01,
    });
    expect(response.status).toBe(422);
    expect(response.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await owner.balance()).toBe(20);
  });

  it('refuses wallet → wallet and method → method with 422', async () => {
    const owner = await funded(20);
    const second = await addSandboxCard(context.db, {
      accountId: owner.account.id,
      number: SANDBOX_CARDS.mastercardCredit,
    });
    const walletToWallet = await owner.cashOut({ fromId: 'wallet', toId: 'wallet', amount: 1 });
    const methodToMethod = await owner.cashOut({
      fromId: owner.card.payment_method_id,
      toId: second.payment_method_id,
      amount: 1,
    });
    expect(walletToWallet.status).toBe(422);
    expect(methodToMethod.status).toBe(422);
    expect(await owner.balance()).toBe(20);
  });

  it('refuses a fromWallet flag that contradicts fromId with 400', async () => {
    const owner = await funded(20);
    const response = await owner.cashOut({
      fromId: 'wallet',
      toId: owner.card.payment_method_id,
      amount: 1,
      fromWallet: false,
    });
    expect(response.status).toBe(400);
  });

  it('answers foreign fromId and toId like unknown ones', async () => {
    const owner = await funded(20);
    const stranger = await ownerWithCard(context);
    const to = await owner.cashOut({ fromId: 'wallet', toId: stranger.card.payment_method_id, amount: 1 });
    const from = await owner.cashOut({ fromId: stranger.card.payment_method_id, toId: 'wallet', amount: 1 });
    const unknown = await owner.cashOut({ fromId: 'wallet', toId: 'pm_sbx_unknown', amount: 1 });
    expect(to.status).toBe(404);
    expect(from.status).toBe(404);
    expect(to.envelope).toEqual(unknown.envelope);
    expect(await gatewayCharges(context.db, stranger.account.id)).toBe(0);
    expect(await owner.balance()).toBe(20);
  });

  it('puts the balance back when the payout fails', async () => {
    const owner = await funded(50);
    const closed = await addSandboxBankAccount(context.db, {
      accountId: owner.account.id,
      accountNumber: SANDBOX_BANK.closed,
    });
    const response = await owner.cashOut({ fromId: 'wallet', toId: closed.payment_method_id, amount: 10 });
    expect(response.error.code).toBe('PAYMENT_DECLINED');
    expect(await owner.balance()).toBe(50);
  });

  it.each([
    ['negative', -1],
    ['zero', 0],
    ['3 decimals', 0.001],
    ['a string', '1'],
  ])('refuses an amount that is %s with 400', async (_name, amount) => {
    const owner = await funded(20);
    const response = await owner.cashOut({ fromId: 'wallet', toId: owner.card.payment_method_id, amount });
    expect(response.status).toBe(400);
  });
});

describe('POST /payment/cashOutBalanceBulk', () => {
  it('moves every item in one transaction and answers the final balance', async () => {
    const owner = await ownerWithCard(context);
    await owner.charge(100);
    const response = await call(cashOutBalanceBulk, {
      as: owner,
      body: {
        items: [
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 40 },
          { fromId: owner.card.payment_method_id, toId: 'wallet', amount: 15.5 },
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 75.5 },
        ],
      },
      headers: idempotencyKey(),
    });
    expect(response.status).toBe(200);
    expect(response.data.balance).toBe(0);
    expect(response.data.transactions.map((item: { balance_after: number }) => item.balance_after)).toEqual([
      60, 75.5, 0,
    ]);
  });

  it('is all or nothing: one item over the balance undoes the others', async () => {
    const owner = await ownerWithCard(context);
    await owner.charge(100);
    const before = await transactionCount(context.db, owner.account.id);
    const response = await call(cashOutBalanceBulk, {
      as: owner,
      body: {
        items: [
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 60 },
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 60 },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(response.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await owner.balance()).toBe(100);
    expect(await transactionCount(context.db, owner.account.id)).toBe(before);
  });

  it('refuses an empty list and a bad item with 400 naming the item', async () => {
    const owner = await ownerWithCard(context);
    const empty = await call(cashOutBalanceBulk, { as: owner, body: { items: [] } });
    expect(empty.status).toBe(400);
    const bad = await call(cashOutBalanceBulk, {
      as: owner,
      body: { items: [{ fromId: 'wallet', toId: owner.card.payment_method_id, amount: 1.234 }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.fields ?? {})[0]).toMatch(/^items\.0\.amount/);
  });
});
