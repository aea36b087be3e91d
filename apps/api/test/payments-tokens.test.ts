import { createPaymentToken, lookupCardBin } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { NEXT_YEAR, paymentMethodCalls, SANDBOX_CARDS, useMoneyTestApp } from './payments-support';
import { unchecked } from './support/call';
import { signedInOwner } from './support/signed-in';

const context = useMoneyTestApp({ cardData: true });
const { call } = context;

const { tokenize } = paymentMethodCalls(context);

describe('POST /integrations/payments/tokens', () => {
  it('tokenizes a card and answers brand, last 4, funding and a fingerprint, never the number', async () => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, { card_number: '4242 4242 4242 4242' });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      type: 'card',
      brand: 'visa',
      label: 'Visa',
      last4: '4242',
      funding: 'credit',
      exp_month: 12,
      exp_year: NEXT_YEAR,
    });
    expect(data.token).toMatch(/^tok_/);
    expect(data.fingerprint).toMatch(/^fp_/);
    expect(response.text).not.toContain('424242424242');
    expect(response.text).not.toContain('"123"');
  });

  it('accepts the globalId that the web client adds to every body', async () => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, { globalId: owner.account.id });
    expect(response.status).toBe(200);
  });

  it('tells debit cards by the sandbox BIN table', async () => {
    const owner = await signedInOwner(context);
    const response = await tokenize(owner, { card_number: SANDBOX_CARDS.mastercardDebit });
    expect(response.data).toMatchObject({ brand: 'mastercard', funding: 'debit' });
  });

  it('gives the same card the same fingerprint', async () => {
    const owner = await signedInOwner(context);
    const first = (await tokenize(owner)).data;
    const second = (await tokenize(owner)).data;
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
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty(field);
    expect(response.text).not.toMatch(/424242424242/);
  });

  it('tokenizes a bank account after the ABA checksum, and refuses a bad routing number', async () => {
    const owner = await signedInOwner(context);
    const bank = (routing: string) =>
      call(createPaymentToken, {
        as: owner,
        body: {
          type: 'bank_account',
          routing_number: routing,
          account_number: '000123456789',
          account_holder_name: 'Dana Whitfield',
        },
      });
    const ok = await bank('021000021');
    expect(ok.data).toMatchObject({
      type: 'bank_account',
      bank_name: 'JPMorgan Chase',
      last4: '6789',
    });
    for (const routing of ['021000022', '000000000', '991000021', '12345678']) {
      const bad = await bank(routing);
      expect(bad.status, routing).toBe(400);
      expect(bad.error.fields).toHaveProperty('routing_number');
    }
  });

  it('answers 401 without a session', async () => {
    const response = await call(createPaymentToken, { body: unchecked({ type: 'card' }) });
    expect(response.status).toBe(401);
  });
});

describe('GET /integrations/payments/bin/:bin', () => {
  it('answers brand and credit or debit from the first 6 digits', async () => {
    const owner = await signedInOwner(context);
    const lookup = async (bin: string) => (await call(lookupCardBin, { as: owner, params: { bin } })).data;
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
    const bad = await call(lookupCardBin, { as: owner, params: { bin: '42424' } });
    expect(bad.status).toBe(400);
  });
});
