import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addSandboxBankAccount, addSandboxCard } from '../src/seed/money-factories';
import {
  assertLedgerBalanced,
  assertNoCardDataStored,
  idempotencyKey,
  SANDBOX_CARDS,
  TEST_BILLING,
} from './payments-support';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();
afterEach(() => assertLedgerBalanced(context.db));
afterAll(() => assertNoCardDataStored(context.db));

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const nextYear = new Date().getUTCFullYear() + 2;

function tokenize(owner: Owner, card: Partial<Record<string, unknown>> = {}) {
  return owner.call({
    method: 'POST',
    url: '/integrations/payments/tokens',
    payload: {
      type: 'card',
      card_number: SANDBOX_CARDS.visaCredit,
      card_cvv: '123',
      exp_month: 12,
      exp_year: nextYear,
      ...card,
    },
  });
}

async function saveCard(owner: Owner, number: string, extra: Record<string, unknown> = {}) {
  const token = await tokenize(owner, {
    card_number: number,
    card_cvv: number.startsWith('37') ? '1234' : '123',
  });
  expect(token.statusCode).toBe(200);
  return owner.call({
    method: 'POST',
    url: '/api/payment/savePaymentMethod',
    headers: idempotencyKey(),
    payload: { token: token.json().Data.token, billing: TEST_BILLING, ...extra },
  });
}

const methods = async (owner: Owner) =>
  (await owner.call({ method: 'GET', url: '/api/payment/getPaymentMethods' })).json().Data;

describe('POST /integrations/payments/tokens', () => {
  it('tokenizes a card and answers brand, last 4, funding and a fingerprint, never the number', async () => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, { card_number: '4242 4242 4242 4242' });
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data).toMatchObject({
      type: 'card',
      brand: 'visa',
      label: 'Visa',
      last4: '4242',
      funding: 'credit',
      exp_month: 12,
      exp_year: nextYear,
    });
    expect(data.token).toMatch(/^tok_/);
    expect(data.fingerprint).toMatch(/^fp_/);
    expect(response.body).not.toContain('424242424242');
    expect(response.body).not.toContain('"123"');
  });

  it('accepts the globalId that the web client adds to every body', async () => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, { globalId: owner.account.id });
    expect(response.statusCode).toBe(200);
  });

  it('tells debit cards by the sandbox BIN table', async () => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, { card_number: SANDBOX_CARDS.mastercardDebit });
    expect(response.json().Data).toMatchObject({ brand: 'mastercard', funding: 'debit' });
  });

  it('gives the same card the same fingerprint', async () => {
    const owner = await signedInOwner(context);
    const first = (await tokenize(owner)).json().Data;
    const second = (await tokenize(owner)).json().Data;
    expect(first.token).not.toBe(second.token);
    expect(first.fingerprint).toBe(second.fingerprint);
  });

  it.each([
    ['a number failing Luhn', { card_number: '4242424242424241' }, 'card_number'],
    ['letters in the number', { card_number: '4242abcd42424242' }, 'card_number'],
    ['a past expiry', { exp_month: 1, exp_year: 2020 }, 'exp_year'],
    ['month 13', { exp_month: 13 }, 'exp_month'],
    ['a 4-digit CVV on a Visa', { card_cvv: '1234' }, 'card_cvv'],
    ['a 2-digit CVV', { card_cvv: '12' }, 'card_cvv'],
  ])('refuses %s with 400 naming the field and not echoing the number', async (_name, card, field) => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, card);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.fields).toHaveProperty(field);
    expect(response.body).not.toMatch(/424242424242/);
  });

  it('tokenizes a bank account after the ABA checksum, and refuses a bad routing number', async () => {
    const owner = await signedInOwner(context);
    const bank = (routing: string) =>
      owner.call({
        method: 'POST',
        url: '/integrations/payments/tokens',
        payload: {
          type: 'bank_account',
          routing_number: routing,
          account_number: '000123456789',
          account_holder_name: 'Dana Whitfield',
        },
      });
    const ok = await bank('021000021');
    expect(ok.json().Data).toMatchObject({
      type: 'bank_account',
      bank_name: 'JPMorgan Chase',
      last4: '6789',
    });
    for (const routing of ['021000022', '000000000', '991000021', '12345678']) {
      const bad = await bank(routing);
      expect(bad.statusCode, routing).toBe(400);
      expect(bad.json().Error.fields).toHaveProperty('routing_number');
    }
  });

  it('answers 401 without a session', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/integrations/payments/tokens',
      payload: { type: 'card' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /integrations/payments/bin/:bin', () => {
  it('answers brand and credit or debit from the first 6 digits', async () => {
    const owner = await signedInOwner(context);
    const lookup = async (bin: string) =>
      (await owner.call({ method: 'GET', url: `/integrations/payments/bin/${bin}` })).json().Data;
    expect(await lookup('424242')).toMatchObject({
      brand: 'visa',
      funding: 'credit',
      payment_method_type: 'CreditCard',
    });
    expect(await lookup('520082')).toMatchObject({
      brand: 'mastercard',
      funding: 'debit',
      payment_method_type: 'DebitCard',
    });
    expect(await lookup('450000')).toMatchObject({
      brand: 'visa',
      funding: 'unknown',
      payment_method_type: null,
    });
    const bad = await owner.call({ method: 'GET', url: '/integrations/payments/bin/42424' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /payment/savePaymentMethod', () => {
  it('saves the first card as primary with its type by BIN and sets payment_method_added', async () => {
    const owner = await signedInOwner(context, { setupComplete: false });
    const response = await saveCard(owner, SANDBOX_CARDS.visaCredit);
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.paymentMethod).toMatchObject({
      payment_method_type: 'CreditCard',
      primary: true,
      details: {
        brand: 'visa',
        label: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: nextYear,
        billing: TEST_BILLING,
      },
    });
    const debit = await saveCard(owner, SANDBOX_CARDS.visaDebit);
    expect(debit.json().Data.paymentMethod).toMatchObject({
      payment_method_type: 'DebitCard',
      primary: false,
    });
    const meta = await owner.call({ method: 'GET', url: '/api/user-meta/company' });
    expect(meta.json().Data.metaData.payment_method_added).toBe(true);
  });

  it('makes a new card primary when asked, keeping one primary', async () => {
    const owner = await signedInOwner(context);
    await saveCard(owner, SANDBOX_CARDS.visaCredit);
    const second = await saveCard(owner, SANDBOX_CARDS.mastercardCredit, { make_primary: true });
    const list = await methods(owner);
    expect(list.primaryId).toBe(second.json().Data.paymentMethod.payment_method_id);
    expect(list.paymentMethods.filter((method: { primary: boolean }) => method.primary)).toHaveLength(1);
    expect(list.paymentMethods[0].primary).toBe(true);
  });

  it('uses a token once', async () => {
    const owner = await signedInOwner(context);
    const token = (await tokenize(owner)).json().Data.token;
    const save = () =>
      owner.call({
        method: 'POST',
        url: '/api/payment/savePaymentMethod',
        payload: { token, billing: TEST_BILLING },
      });
    expect((await save()).statusCode).toBe(200);
    const again = await save();
    expect(again.statusCode).toBe(422);
  });

  it('answers a token of another account like an unknown token', async () => {
    const owner = await signedInOwner(context);
    const stranger = await signedInOwner(context);
    const token = (await tokenize(stranger)).json().Data.token;
    const foreign = await owner.call({
      method: 'POST',
      url: '/api/payment/savePaymentMethod',
      payload: { token, billing: TEST_BILLING },
    });
    const unknown = await owner.call({
      method: 'POST',
      url: '/api/payment/savePaymentMethod',
      payload: { token: 'tok_sbx_unknown', billing: TEST_BILLING },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it.each([
    [SANDBOX_CARDS.expired, 'expired_card'],
    [SANDBOX_CARDS.cvcFailure, 'incorrect_cvc'],
  ])('refuses the sandbox card %s with 422 PAYMENT_DECLINED (%s)', async (number, reason) => {
    const owner = await signedInOwner(context);
    const response = await saveCard(owner, number);
    expect(response.statusCode).toBe(422);
    expect(response.json().Error).toMatchObject({ code: 'PAYMENT_DECLINED', fields: { reason } });
    expect((await methods(owner)).paymentMethods).toEqual([]);
  });

  it('refuses the same card twice with 409', async () => {
    const owner = await signedInOwner(context);
    await saveCard(owner, SANDBOX_CARDS.visaCredit);
    const again = await saveCard(owner, SANDBOX_CARDS.visaCredit);
    expect(again.statusCode).toBe(409);
  });

  it('refuses an unknown type with 400 and a type that contradicts the BIN with 422', async () => {
    const owner = await signedInOwner(context);
    const unknown = await saveCard(owner, SANDBOX_CARDS.visaCredit, { payment_method_type: 'PayPal' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Error.fields).toHaveProperty('payment_method_type');
    const wrong = await saveCard(owner, SANDBOX_CARDS.visaDebit, { payment_method_type: 'CreditCard' });
    expect(wrong.statusCode).toBe(422);
    const bank = await saveCard(owner, SANDBOX_CARDS.visaCredit, { payment_method_type: 'BankAccount' });
    expect(bank.statusCode).toBe(422);
  });

  it('never takes a card number: a body with card_number or card_cvv is a 400 that does not echo it', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({
      method: 'POST',
      url: '/api/payment/savePaymentMethod',
      payload: { card_number: SANDBOX_CARDS.visaCredit, card_cvv: '123', billing: TEST_BILLING },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(SANDBOX_CARDS.visaCredit);
  });

  it('refuses a bad billing address with 400 per field', async () => {
    const owner = await signedInOwner(context);
    const response = await saveCard(owner, SANDBOX_CARDS.visaCredit, {
      billing: { address1: '', city: 'Richmond', state: 'XX', zip: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().Error.fields)).toEqual(
      expect.arrayContaining(['billing.address1', 'billing.state', 'billing.zip']),
    );
  });

  it('replays the same Idempotency-Key without saving a second method', async () => {
    const owner = await signedInOwner(context);
    const token = (await tokenize(owner)).json().Data.token;
    const key = idempotencyKey();
    const save = () =>
      owner.call({
        method: 'POST',
        url: '/api/payment/savePaymentMethod',
        headers: key,
        payload: { token, billing: TEST_BILLING },
      });
    const first = await save();
    const second = await save();
    expect(second.json()).toEqual(first.json());
    expect((await methods(owner)).paymentMethods).toHaveLength(1);
  });
});

describe('POST /payment/saveBankAccount', () => {
  it('saves a tokenized bank account with its bank name', async () => {
    const owner = await signedInOwner(context);
    const token = await owner.call({
      method: 'POST',
      url: '/integrations/payments/tokens',
      payload: {
        type: 'bank_account',
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_name: 'Dana Whitfield',
      },
    });
    const response = await owner.call({
      method: 'POST',
      url: '/api/payment/saveBankAccount',
      payload: { token: token.json().Data.token },
    });
    expect(response.json().Data.paymentMethod).toMatchObject({
      payment_method_type: 'BankAccount',
      primary: true,
      details: { bank_name: 'Sandbox National Bank', last4: '6789', brand: null, exp_month: null },
    });
  });

  it('refuses card details with 422', async () => {
    const owner = await signedInOwner(context);
    const token = (await tokenize(owner)).json().Data.token;
    const response = await owner.call({
      method: 'POST',
      url: '/api/payment/saveBankAccount',
      payload: { token },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('PUT /payment/changePrimaryPaymentMethod', () => {
  it('moves the primary flag, and answers a foreign method like an unknown one', async () => {
    const owner = await signedInOwner(context);
    const first = await addSandboxCard(context.db, { accountId: owner.account.id });
    const second = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    const change = (id: string) =>
      owner.call({
        method: 'PUT',
        url: '/api/payment/changePrimaryPaymentMethod',
        payload: { payment_method_id: id },
      });
    const response = await change(second.payment_method_id);
    expect(response.json().Data.primaryId).toBe(second.payment_method_id);
    expect(response.json().Data.paymentMethods.map((method: { primary: boolean }) => method.primary)).toEqual(
      [true, false],
    );
    const stranger = await signedInOwner(context);
    const foreignCard = await addSandboxCard(context.db, { accountId: stranger.account.id });
    const foreign = await change(foreignCard.payment_method_id);
    const unknown = await change('pm_sbx_nope');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await methods(owner)).primaryId).toBe(second.payment_method_id);
    expect(first.primary).toBe(true);
  });
});

describe('DELETE /payment/deletePaymentMethod', () => {
  async function ownerWithTwo() {
    const owner = await signedInOwner(context);
    const primary = await addSandboxCard(context.db, { accountId: owner.account.id });
    const other = await addSandboxCard(context.db, {
      accountId: owner.account.id,
      number: SANDBOX_CARDS.visaDebit,
    });
    const remove = (payload: Record<string, unknown>) =>
      owner.call({ method: 'DELETE', url: '/api/payment/deletePaymentMethod', payload });
    return { owner, primary, other, remove };
  }

  it('deletes a method that is not primary', async () => {
    const { owner, other, remove } = await ownerWithTwo();
    const response = await remove({ payment_method_id: other.payment_method_id });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.paymentMethods).toHaveLength(1);
    expect((await methods(owner)).paymentMethods).toHaveLength(1);
  });

  it('refuses to delete the primary while others exist unless a new primary is chosen', async () => {
    const { primary, other, remove } = await ownerWithTwo();
    const refused = await remove({ payment_method_id: primary.payment_method_id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Error.fields).toHaveProperty('new_primary_id');
    const ok = await remove({
      payment_method_id: primary.payment_method_id,
      new_primary_id: other.payment_method_id,
    });
    expect(ok.json().Data).toMatchObject({ primaryId: other.payment_method_id });
    expect(ok.json().Data.paymentMethods).toHaveLength(1);
  });

  it('deletes the only method, primary or not', async () => {
    const owner = await signedInOwner(context);
    const only = await addSandboxCard(context.db, { accountId: owner.account.id });
    const response = await owner.call({
      method: 'DELETE',
      url: `/api/payment/deletePaymentMethod?payment_method_id=${only.payment_method_id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toEqual({ paymentMethods: [], primaryId: null });
  });

  it('answers foreign methods (and foreign new primaries) like unknown ones', async () => {
    const { primary, remove } = await ownerWithTwo();
    const stranger = await signedInOwner(context);
    const foreignCard = await addSandboxCard(context.db, { accountId: stranger.account.id });
    const foreign = await remove({ payment_method_id: foreignCard.payment_method_id });
    const unknown = await remove({ payment_method_id: 'pm_sbx_nope' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const foreignPrimary = await remove({
      payment_method_id: primary.payment_method_id,
      new_primary_id: foreignCard.payment_method_id,
    });
    expect(foreignPrimary.statusCode).toBe(404);
    expect((await methods(stranger)).paymentMethods).toHaveLength(1);
  });

  it('lets a deleted card be saved again and no longer be charged', async () => {
    const { owner, other, remove } = await ownerWithTwo();
    await remove({ payment_method_id: other.payment_method_id });
    const charge = await owner.call({
      method: 'POST',
      url: '/api/payment/chargeBalance',
      payload: { amount: 5, payment_method_id: other.payment_method_id },
    });
    expect(charge.statusCode).toBe(404);
    const again = await saveCard(owner, SANDBOX_CARDS.visaDebit);
    expect(again.statusCode).toBe(200);
  });
});

describe('PUT /payment/updatePaymentMethod', () => {
  it('changes the expiry and billing address of a card', async () => {
    const owner = await signedInOwner(context);
    const card = await addSandboxCard(context.db, { accountId: owner.account.id });
    const response = await owner.call({
      method: 'PUT',
      url: '/api/payment/updatePaymentMethod',
      payload: {
        payment_method_id: card.payment_method_id,
        exp_month: 3,
        exp_year: nextYear + 1,
        billing: { ...TEST_BILLING, city: 'Norfolk', zip: '23510' },
      },
    });
    expect(response.json().Data.paymentMethod.details).toMatchObject({
      exp_month: 3,
      exp_year: nextYear + 1,
      billing: { city: 'Norfolk', zip: '23510' },
    });
  });

  it('refuses a past expiry (400), an expiry on a bank account (422) and foreign methods (404)', async () => {
    const owner = await signedInOwner(context);
    const card = await addSandboxCard(context.db, { accountId: owner.account.id });
    const bank = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    const update = (payload: Record<string, unknown>) =>
      owner.call({ method: 'PUT', url: '/api/payment/updatePaymentMethod', payload });
    expect(
      (await update({ payment_method_id: card.payment_method_id, exp_month: 1, exp_year: 2021 })).statusCode,
    ).toBe(400);
    expect((await update({ payment_method_id: bank.payment_method_id, exp_month: 1 })).statusCode).toBe(422);
    const stranger = await signedInOwner(context);
    const foreignCard = await addSandboxCard(context.db, { accountId: stranger.account.id });
    expect(
      (await update({ payment_method_id: foreignCard.payment_method_id, exp_month: 5 })).statusCode,
    ).toBe(404);
  });
});

describe('GET /payment/isCardExist', () => {
  it('answers by the fingerprint or the token, within the account, never by a card number', async () => {
    const owner = await signedInOwner(context);
    const first = (await tokenize(owner)).json().Data;
    const exists = async (query: string) =>
      (await owner.call({ method: 'GET', url: `/api/payment/isCardExist?${query}` })).json().Data?.exists;
    expect(await exists(`fingerprint=${first.fingerprint}`)).toBe(false);
    await owner.call({
      method: 'POST',
      url: '/api/payment/savePaymentMethod',
      payload: { token: first.token, billing: TEST_BILLING },
    });
    const second = (await tokenize(owner)).json().Data;
    expect(await exists(`fingerprint=${first.fingerprint}`)).toBe(true);
    expect(await exists(`token=${second.token}`)).toBe(true);
    const stranger = await signedInOwner(context);
    const other = await stranger.call({
      method: 'GET',
      url: `/api/payment/isCardExist?fingerprint=${first.fingerprint}`,
    });
    expect(other.json().Data.exists).toBe(false);
    const byNumber = await owner.call({ method: 'GET', url: '/api/payment/isCardExist?card_number=424242' });
    expect(byNumber.statusCode).toBe(400);
  });
});

describe('POST /payment/addBillingProfile and GET /payment/getPaymentMethods', () => {
  it('creates the gateway customer once', async () => {
    const owner = await signedInOwner(context);
    const add = () =>
      owner.call({
        method: 'POST',
        url: '/api/payment/addBillingProfile',
        payload: { parent_company: 'all' },
      });
    const first = await add();
    const second = await add();
    expect(first.json().Data).toEqual({
      billing_profile_id: expect.stringMatching(/^cus_/),
      parent_company: 'all',
    });
    expect(second.json().Data).toEqual(first.json().Data);
  });

  it('lists only the account’s methods and never a number or CVV column', async () => {
    const owner = await signedInOwner(context);
    await addSandboxCard(context.db, { accountId: owner.account.id });
    const list = await methods(owner);
    expect(list.paymentMethods).toHaveLength(1);
    expect(Object.keys(list.paymentMethods[0]).sort()).toEqual([
      'details',
      'id',
      'payment_method_id',
      'payment_method_type',
      'position',
      'primary',
    ]);
    const columns = await context.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'payment_methods'`,
    );
    expect(
      columns.rows.map((row) => row.column_name).filter((name) => /number|cvv|cvc|bin/.test(name)),
    ).toEqual([]);
  });
});
