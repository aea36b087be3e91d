import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addSandboxBankAccount, addSandboxCard, SANDBOX_BANK } from '../src/seed/money-factories';
import {
  assertLedgerBalanced,
  assertNoCardDataStored,
  gatewayCharges,
  idempotencyKey,
  ownerWithCard,
  SANDBOX_CARDS,
  transactionCount,
} from './payments-support';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();
afterEach(() => assertLedgerBalanced(context.db));
afterAll(() => assertNoCardDataStored(context.db));

describe('GET /company/balance', () => {
  it('answers 0 and no auto-recharge for a new account', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/company/balance' });
    expect(response.json().Data).toEqual({
      balance: 0,
      recharge: null,
      next_purchase_cost: null,
      is_out_of_funds: false,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/company/balance' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /payment/chargeBalance', () => {
  it('adds amount_added_to_wallet to the balance (19.99 is exactly 1999 cents)', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(19.99, idempotencyKey());
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data).toMatchObject({ amount_added_to_wallet: 19.99, balance: 19.99 });
    expect(data.transaction).toMatchObject({
      type: 'charge',
      amount: 19.99,
      balance_after: 19.99,
      payment_method_id: owner.card.payment_method_id,
    });
    const again = await owner.charge(0.01, idempotencyKey());
    expect(again.json().Data.balance).toBe(20);
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
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.code).toBe('VALIDATION_FAILED');
    expect(response.json().Error.fields).toHaveProperty('amount');
    expect(await owner.balance()).toBe(0);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(0);
  });

  it('refuses NaN and Infinity literals as invalid JSON', async () => {
    const owner = await ownerWithCard(context);
    for (const literal of ['NaN', 'Infinity', '-Infinity']) {
      const response = await owner.call({
        method: 'POST',
        url: '/api/payment/chargeBalance',
        headers: { 'content-type': 'application/json' },
        payload: `{"amount": ${literal}, "payment_method_id": "${owner.card.payment_method_id}"}`,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await owner.balance()).toBe(0);
  });

  it('accepts the largest amount, 50000.00', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(50_000, idempotencyKey());
    expect(response.json().Data.balance).toBe(50_000);
  });

  it('answers a method of another account exactly like an unknown one (404)', async () => {
    const owner = await ownerWithCard(context);
    const stranger = await ownerWithCard(context);
    const foreign = await owner.charge(10, idempotencyKey(), stranger.card.payment_method_id);
    const unknown = await owner.charge(10, idempotencyKey(), 'pm_sbx_doesnotexist');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await gatewayCharges(context.db, stranger.account.id)).toBe(0);
  });

  it('refuses a missing or unknown-shaped payment_method_id with 400', async () => {
    const owner = await ownerWithCard(context);
    const missing = await owner.call({
      method: 'POST',
      url: '/api/payment/chargeBalance',
      payload: { amount: 5 },
    });
    expect(missing.statusCode).toBe(400);
    const weird = await owner.charge(5, {}, 'pm; drop table wallets');
    expect(weird.statusCode).toBe(400);
  });

  it.each([
    [SANDBOX_CARDS.declined, 'card_declined'],
    [SANDBOX_CARDS.insufficientFunds, 'insufficient_funds'],
  ])('answers 422 PAYMENT_DECLINED for the sandbox card %s and moves nothing', async (number, reason) => {
    const owner = await ownerWithCard(context, number);
    const response = await owner.charge(25, idempotencyKey());
    expect(response.statusCode).toBe(422);
    expect(response.json().Error).toMatchObject({ code: 'PAYMENT_DECLINED', fields: { reason } });
    expect(await owner.balance()).toBe(0);
    expect(await transactionCount(context.db, owner.account.id)).toBe(0);
  });

  it('charges a bank account, and declines a closed one', async () => {
    const owner = await signedInOwner(context);
    const bank = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    const closed = await addSandboxBankAccount(context.db, {
      accountId: owner.account.id,
      accountNumber: SANDBOX_BANK.closed,
    });
    const ok = await owner.call({
      method: 'POST',
      url: '/api/payment/chargeBalance',
      payload: { amount: 100, payment_method_id: bank.payment_method_id },
    });
    expect(ok.json().Data.balance).toBe(100);
    const refused = await owner.call({
      method: 'POST',
      url: '/api/payment/chargeBalance',
      payload: { amount: 100, payment_method_id: closed.payment_method_id },
    });
    expect(refused.json().Error).toMatchObject({
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
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await owner.balance()).toBe(42.5);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(1);
    expect(await transactionCount(context.db, owner.account.id)).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body or call', async () => {
    const owner = await ownerWithCard(context);
    const key = idempotencyKey();
    await owner.charge(10, key);
    const otherBody = await owner.charge(11, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().Error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherCall = await owner.call({
      method: 'POST',
      url: '/api/payment/cashOutBalance',
      headers: key,
      payload: { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 10 },
    });
    expect(otherCall.json().Error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await owner.balance()).toBe(10);
  });

  it('scopes keys to the account', async () => {
    const first = await ownerWithCard(context);
    const second = await ownerWithCard(context);
    const key = idempotencyKey();
    expect((await first.charge(10, key)).statusCode).toBe(200);
    expect((await second.charge(10, key)).statusCode).toBe(200);
    expect(await second.balance()).toBe(10);
  });

  it('replays a decline without asking the gateway again', async () => {
    const owner = await ownerWithCard(context, SANDBOX_CARDS.declined);
    const key = idempotencyKey();
    const first = await owner.charge(10, key);
    const second = await owner.charge(10, key);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual(first.json());
  });

  it('treats the same body with another globalId placement as the same request', async () => {
    const owner = await ownerWithCard(context);
    const key = idempotencyKey();
    await owner.charge(10, key);
    const withGlobalId = await owner.call({
      method: 'POST',
      url: '/api/payment/chargeBalance',
      headers: key,
      payload: { globalId: owner.account.id, payment_method_id: owner.card.payment_method_id, amount: 10 },
    });
    expect(withGlobalId.statusCode).toBe(200);
    expect(await owner.balance()).toBe(10);
  });

  it('charges twice without a key (older clients), and refuses a malformed key', async () => {
    const owner = await ownerWithCard(context);
    await owner.charge(10);
    await owner.charge(10);
    expect(await owner.balance()).toBe(20);
    const bad = await owner.charge(10, { 'idempotency-key': 'x'.repeat(256) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /payment/chargeCard', () => {
  it('funds the wallet and marks the initial payment done', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.call({
      method: 'POST',
      url: '/api/payment/chargeCard',
      headers: idempotencyKey(),
      payload: { amount: 250, payment_method_id: owner.card.payment_method_id },
    });
    expect(response.json().Data).toMatchObject({ amount_added_to_wallet: 250, balance: 250 });
    expect(response.json().Data.transaction_id).toEqual(expect.any(Number));
    const meta = await owner.call({ method: 'GET', url: '/api/user-meta/company' });
    expect(meta.json().Data.metaData.initial_payment_done).toBe(true);
  });
});

describe('POST /payment/cashOutBalance', () => {
  async function funded(amount: number) {
    const owner = await ownerWithCard(context);
    await owner.charge(amount);
    const cashOut = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      owner.call({ method: 'POST', url: '/api/payment/cashOutBalance', headers, payload });
    return { ...owner, cashOut };
  }

  it('withdraws from the wallet to a method', async () => {
    const owner = await funded(100);
    const response = await owner.cashOut(
      { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 30.25, fromWallet: true },
      idempotencyKey(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toMatchObject({
      balance: 69.75,
      transactions: [{ type: 'cash_out', amount: 30.25, balance_after: 69.75 }],
    });
  });

  it('tops the wallet up from a method', async () => {
    const owner = await funded(10);
    const response = await owner.cashOut({ fromId: owner.card.payment_method_id, toId: 'wallet', amount: 5 });
    expect(response.json().Data.balance).toBe(15);
  });

  it('refuses to take more than the balance (422 INSUFFICIENT_FUNDS, nothing paid out)', async () => {
    const owner = await funded(20);
    const response = await owner.cashOut({
      fromId: 'wallet',
      toId: owner.card.payment_method_id,
      amount: 20.01,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().Error.code).toBe('INSUFFICIENT_FUNDS');
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
    expect(walletToWallet.statusCode).toBe(422);
    expect(methodToMethod.statusCode).toBe(422);
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
    expect(response.statusCode).toBe(400);
  });

  it('answers foreign fromId and toId like unknown ones', async () => {
    const owner = await funded(20);
    const stranger = await ownerWithCard(context);
    const to = await owner.cashOut({ fromId: 'wallet', toId: stranger.card.payment_method_id, amount: 1 });
    const from = await owner.cashOut({ fromId: stranger.card.payment_method_id, toId: 'wallet', amount: 1 });
    const unknown = await owner.cashOut({ fromId: 'wallet', toId: 'pm_sbx_unknown', amount: 1 });
    expect(to.statusCode).toBe(404);
    expect(from.statusCode).toBe(404);
    expect(to.json()).toEqual(unknown.json());
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
    expect(response.json().Error.code).toBe('PAYMENT_DECLINED');
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
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /payment/cashOutBalanceBulk', () => {
  it('moves every item in one transaction and answers the final balance', async () => {
    const owner = await ownerWithCard(context);
    await owner.charge(100);
    const response = await owner.call({
      method: 'POST',
      url: '/api/payment/cashOutBalanceBulk',
      headers: idempotencyKey(),
      payload: {
        items: [
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 40 },
          { fromId: owner.card.payment_method_id, toId: 'wallet', amount: 15.5 },
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 75.5 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.balance).toBe(0);
    expect(
      response.json().Data.transactions.map((item: { balance_after: number }) => item.balance_after),
    ).toEqual([60, 75.5, 0]);
  });

  it('is all or nothing: one item over the balance undoes the others', async () => {
    const owner = await ownerWithCard(context);
    await owner.charge(100);
    const before = await transactionCount(context.db, owner.account.id);
    const response = await owner.call({
      method: 'POST',
      url: '/api/payment/cashOutBalanceBulk',
      payload: {
        items: [
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 60 },
          { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 60 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().Error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await owner.balance()).toBe(100);
    expect(await transactionCount(context.db, owner.account.id)).toBe(before);
  });

  it('refuses an empty list and a bad item with 400 naming the item', async () => {
    const owner = await ownerWithCard(context);
    const empty = await owner.call({
      method: 'POST',
      url: '/api/payment/cashOutBalanceBulk',
      payload: { items: [] },
    });
    expect(empty.statusCode).toBe(400);
    const bad = await owner.call({
      method: 'POST',
      url: '/api/payment/cashOutBalanceBulk',
      payload: { items: [{ fromId: 'wallet', toId: owner.card.payment_method_id, amount: 1.234 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Error.fields)[0]).toMatch(/^items\.0\.amount/);
  });
});
