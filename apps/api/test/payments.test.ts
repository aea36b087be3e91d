import {
  addBillingProfile,
  changePrimaryPaymentMethod,
  chargeBalance,
  createPaymentToken,
  deletePaymentMethod,
  getCompanyUserMeta,
  isCardExist,
  type QueryOf,
  saveBankAccount,
  savePaymentMethod,
  updatePaymentMethod,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSandboxBankAccount, addSandboxCard } from '../src/seed/money-factories';
import {
  idempotencyKey,
  NEXT_YEAR,
  paymentMethodCalls,
  SANDBOX_CARDS,
  TEST_BILLING,
  useMoneyTestApp,
} from './payments-support';
import { unchecked } from './support/call';
import { ownerAndStranger, signedInOwner } from './support/signed-in';

const context = useMoneyTestApp({ cardData: true });
const { call } = context;

const { tokenize, saveCard, methods } = paymentMethodCalls(context);

describe('POST /payment/savePaymentMethod', () => {
  it('saves the first card as primary with its type by BIN and sets payment_method_added', async () => {
    const owner = await signedInOwner(context, { setupComplete: false });
    const response = await saveCard(owner, SANDBOX_CARDS.visaCredit);
    expect(response.status).toBe(200);
    expect(response.data.paymentMethod).toMatchObject({
      payment_method_type: 'CreditCard',
      primary: true,
      details: {
        brand: 'visa',
        label: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: NEXT_YEAR,
        billing: TEST_BILLING,
      },
    });
    const debit = await saveCard(owner, SANDBOX_CARDS.visaDebit);
    expect(debit.data.paymentMethod).toMatchObject({
      payment_method_type: 'DebitCard',
      primary: false,
    });
    const meta = await call(getCompanyUserMeta, { as: owner });
    expect(meta.data.metaData.payment_method_added).toBe(true);
  });

  it('makes a new card primary when asked, keeping one primary', async () => {
    const owner = await signedInOwner(context);
    await saveCard(owner, SANDBOX_CARDS.visaCredit);
    const second = await saveCard(owner, SANDBOX_CARDS.mastercardCredit, { make_primary: true });
    const list = await methods(owner);
    expect(list.primaryId).toBe(second.data.paymentMethod.payment_method_id);
    expect(list.paymentMethods.filter((method: { primary: boolean }) => method.primary)).toHaveLength(1);
    expect(list.paymentMethods[0]!.primary).toBe(true);
  });

  it('uses a token once', async () => {
    const owner = await signedInOwner(context);
    const token = (await tokenize(owner)).data.token;
    const save = () => call(savePaymentMethod, { as: owner, body: { token, billing: TEST_BILLING } });
    expect((await save()).status).toBe(200);
    const again = await save();
    expect(again.status).toBe(422);
  });

  it('answers a token of another account like an unknown token', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const token = (await tokenize(stranger)).data.token;
    const foreign = await call(savePaymentMethod, { as: owner, body: { token, billing: TEST_BILLING } });
    const unknown = await call(savePaymentMethod, {
      as: owner,
      body: { token: 'tok_sbx_unknown', billing: TEST_BILLING },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.envelope).toEqual(unknown.envelope);
  });

  it.each([
    [SANDBOX_CARDS.expired, 'expired_card'],
    [SANDBOX_CARDS.cvcFailure, 'incorrect_cvc'],
  ])('refuses the sandbox card %s with 422 PAYMENT_DECLINED (%s)', async (number, reason) => {
    const owner = await signedInOwner(context);
    const response = await saveCard(owner, number);
    expect(response.status).toBe(422);
    expect(response.error).toMatchObject({ code: 'PAYMENT_DECLINED', fields: { reason } });
    expect((await methods(owner)).paymentMethods).toEqual([]);
  });

  it('refuses the same card twice with 409', async () => {
    const owner = await signedInOwner(context);
    await saveCard(owner, SANDBOX_CARDS.visaCredit);
    const again = await saveCard(owner, SANDBOX_CARDS.visaCredit);
    expect(again.status).toBe(409);
  });

  it('refuses an unknown type with 400 and a type that contradicts the BIN with 422', async () => {
    const owner = await signedInOwner(context);
    const unknown = await saveCard(owner, SANDBOX_CARDS.visaCredit, { payment_method_type: 'PayPal' });
    expect(unknown.status).toBe(400);
    expect(unknown.error.fields).toHaveProperty('payment_method_type');
    const wrong = await saveCard(owner, SANDBOX_CARDS.visaDebit, { payment_method_type: 'CreditCard' });
    expect(wrong.status).toBe(422);
    const bank = await saveCard(owner, SANDBOX_CARDS.visaCredit, { payment_method_type: 'BankAccount' });
    expect(bank.status).toBe(422);
  });

  it('never takes a card number: a body with card_number or card_cvv is a 400 that does not echo it', async () => {
    const owner = await signedInOwner(context);
    const response = await call(savePaymentMethod, {
      as: owner,
      body: unchecked({ card_number: SANDBOX_CARDS.visaCredit, card_cvv: '123', billing: TEST_BILLING }),
    });
    expect(response.status).toBe(400);
    expect(response.text).not.toContain(SANDBOX_CARDS.visaCredit);
  });

  it('refuses a bad billing address with 400 per field', async () => {
    const owner = await signedInOwner(context);
    const response = await saveCard(owner, SANDBOX_CARDS.visaCredit, {
      billing: { address1: '', city: 'Richmond', state: 'XX', zip: '123' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(
      expect.arrayContaining(['billing.address1', 'billing.state', 'billing.zip']),
    );
  });

  it('replays the same Idempotency-Key without saving a second method', async () => {
    const owner = await signedInOwner(context);
    const token = (await tokenize(owner)).data.token;
    const key = idempotencyKey();
    const save = () =>
      call(savePaymentMethod, { as: owner, body: { token, billing: TEST_BILLING }, headers: key });
    const first = await save();
    const second = await save();
    expect(second.envelope).toEqual(first.envelope);
    expect((await methods(owner)).paymentMethods).toHaveLength(1);
  });
});

describe('POST /payment/saveBankAccount', () => {
  it('saves a tokenized bank account with its bank name', async () => {
    const owner = await signedInOwner(context);
    const token = await call(createPaymentToken, {
      as: owner,
      body: {
        type: 'bank_account',
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_name: 'Dana Whitfield',
      },
    });
    const response = await call(saveBankAccount, { as: owner, body: { token: token.data.token } });
    expect(response.data.paymentMethod).toMatchObject({
      payment_method_type: 'BankAccount',
      primary: true,
      details: { bank_name: 'Sandbox National Bank', last4: '6789', brand: null, exp_month: null },
    });
  });

  it('refuses card details with 422', async () => {
    const owner = await signedInOwner(context);
    const token = (await tokenize(owner)).data.token;
    const response = await call(saveBankAccount, { as: owner, body: { token } });
    expect(response.status).toBe(422);
  });
});

describe('PUT /payment/changePrimaryPaymentMethod', () => {
  it('moves the primary flag, and answers a foreign method like an unknown one', async () => {
    const owner = await signedInOwner(context);
    const first = await addSandboxCard(context.db, { accountId: owner.account.id });
    const second = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    const change = (id: string) =>
      call(changePrimaryPaymentMethod, { as: owner, body: { payment_method_id: id } });
    const response = await change(second.payment_method_id);
    expect(response.data.primaryId).toBe(second.payment_method_id);
    expect(response.data.paymentMethods.map((method: { primary: boolean }) => method.primary)).toEqual([
      true,
      false,
    ]);
    const stranger = await signedInOwner(context);
    const foreignCard = await addSandboxCard(context.db, { accountId: stranger.account.id });
    const foreign = await change(foreignCard.payment_method_id);
    const unknown = await change('pm_sbx_nope');
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
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
      call(deletePaymentMethod, { as: owner, body: unchecked(payload) });
    return { owner, primary, other, remove };
  }

  it('deletes a method that is not primary', async () => {
    const { owner, other, remove } = await ownerWithTwo();
    const response = await remove({ payment_method_id: other.payment_method_id });
    expect(response.status).toBe(200);
    expect(response.data.paymentMethods).toHaveLength(1);
    expect((await methods(owner)).paymentMethods).toHaveLength(1);
  });

  it('refuses to delete the primary while others exist unless a new primary is chosen', async () => {
    const { primary, other, remove } = await ownerWithTwo();
    const refused = await remove({ payment_method_id: primary.payment_method_id });
    expect(refused.status).toBe(422);
    expect(refused.error.fields).toHaveProperty('new_primary_id');
    const ok = await remove({
      payment_method_id: primary.payment_method_id,
      new_primary_id: other.payment_method_id,
    });
    expect(ok.data).toMatchObject({ primaryId: other.payment_method_id });
    expect(ok.data.paymentMethods).toHaveLength(1);
  });

  it('deletes the only method, primary or not', async () => {
    const owner = await signedInOwner(context);
    const only = await addSandboxCard(context.db, { accountId: owner.account.id });
    const response = await call(deletePaymentMethod, {
      as: owner,
      query: { payment_method_id: only.payment_method_id },
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ paymentMethods: [], primaryId: null });
  });

  it('answers foreign methods (and foreign new primaries) like unknown ones', async () => {
    const { primary, remove } = await ownerWithTwo();
    const stranger = await signedInOwner(context);
    const foreignCard = await addSandboxCard(context.db, { accountId: stranger.account.id });
    const foreign = await remove({ payment_method_id: foreignCard.payment_method_id });
    const unknown = await remove({ payment_method_id: 'pm_sbx_nope' });
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
    const foreignPrimary = await remove({
      payment_method_id: primary.payment_method_id,
      new_primary_id: foreignCard.payment_method_id,
    });
    expect(foreignPrimary.status).toBe(404);
    expect((await methods(stranger)).paymentMethods).toHaveLength(1);
  });

  it('lets a deleted card be saved again and no longer be charged', async () => {
    const { owner, other, remove } = await ownerWithTwo();
    await remove({ payment_method_id: other.payment_method_id });
    const charge = await call(chargeBalance, {
      as: owner,
      body: { amount: 5, payment_method_id: other.payment_method_id },
    });
    expect(charge.status).toBe(404);
    const again = await saveCard(owner, SANDBOX_CARDS.visaDebit);
    expect(again.status).toBe(200);
  });
});

describe('PUT /payment/updatePaymentMethod', () => {
  it('changes the expiry and billing address of a card', async () => {
    const owner = await signedInOwner(context);
    const card = await addSandboxCard(context.db, { accountId: owner.account.id });
    const response = await call(updatePaymentMethod, {
      as: owner,
      body: {
        payment_method_id: card.payment_method_id,
        exp_month: 3,
        exp_year: NEXT_YEAR + 1,
        billing: { ...TEST_BILLING, city: 'Norfolk', zip: '23510' },
      },
    });
    expect(response.data.paymentMethod.details).toMatchObject({
      exp_month: 3,
      exp_year: NEXT_YEAR + 1,
      billing: { city: 'Norfolk', zip: '23510' },
    });
  });

  it('refuses a past expiry (400), an expiry on a bank account (422) and foreign methods (404)', async () => {
    const owner = await signedInOwner(context);
    const card = await addSandboxCard(context.db, { accountId: owner.account.id });
    const bank = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    const update = (payload: Record<string, unknown>) =>
      call(updatePaymentMethod, { as: owner, body: unchecked(payload) });
    expect(
      (await update({ payment_method_id: card.payment_method_id, exp_month: 1, exp_year: 2021 })).status,
    ).toBe(400);
    expect((await update({ payment_method_id: bank.payment_method_id, exp_month: 1 })).status).toBe(422);
    const stranger = await signedInOwner(context);
    const foreignCard = await addSandboxCard(context.db, { accountId: stranger.account.id });
    expect((await update({ payment_method_id: foreignCard.payment_method_id, exp_month: 5 })).status).toBe(
      404,
    );
  });
});

describe('GET /payment/isCardExist', () => {
  it('answers by the fingerprint or the token, within the account, never by a card number', async () => {
    const owner = await signedInOwner(context);
    const first = (await tokenize(owner)).data;
    const exists = async (query: QueryOf<typeof isCardExist>) =>
      (await call(isCardExist, { as: owner, query })).data.exists;
    expect(await exists({ fingerprint: first.fingerprint })).toBe(false);
    await call(savePaymentMethod, { as: owner, body: { token: first.token, billing: TEST_BILLING } });
    const second = (await tokenize(owner)).data;
    expect(await exists({ fingerprint: first.fingerprint })).toBe(true);
    expect(await exists({ token: second.token })).toBe(true);
    const stranger = await signedInOwner(context);
    const other = await call(isCardExist, { as: stranger, query: { fingerprint: first.fingerprint } });
    expect(other.data.exists).toBe(false);
    const byNumber = await call(isCardExist, { as: owner, query: unchecked({ card_number: 424242 }) });
    expect(byNumber.status).toBe(400);
  });
});

describe('POST /payment/addBillingProfile and GET /payment/getPaymentMethods', () => {
  it('creates the gateway customer once', async () => {
    const owner = await signedInOwner(context);
    const add = () => call(addBillingProfile, { as: owner, body: { parent_company: 'all' } });
    const first = await add();
    const second = await add();
    expect(first.data).toEqual({
      billing_profile_id: expect.stringMatching(/^cus_/),
      parent_company: 'all',
    });
    expect(second.data).toEqual(first.data);
  });

  it('lists only the account’s methods and never a number or CVV column', async () => {
    const owner = await signedInOwner(context);
    await addSandboxCard(context.db, { accountId: owner.account.id });
    const list = await methods(owner);
    expect(list.paymentMethods).toHaveLength(1);
    expect(Object.keys(list.paymentMethods[0]!).sort()).toEqual([
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
