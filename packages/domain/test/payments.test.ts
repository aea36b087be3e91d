import { describe, expect, it } from 'vitest';
import { CARD_BIN_LENGTH, cardBin, isPaymentMethodType, PAYMENT_METHOD_TYPES } from '../src/index';

describe('cardBin', () => {
  it.each([
    ['4111 1111 1111 1111', '411111'],
    ['4111111111111111', '411111'],
    ['  5555 55', '555555'],
    ['4\t1 1 1 1 1 9', '411111'],
    ['41111', null],
    ['', null],
    ['4111-1111-1111', null],
    ['abcdef123', null],
  ])('%j → %j', (card, bin) => {
    expect(cardBin(card)).toBe(bin);
  });

  it('uses a BIN length of 6', () => {
    expect(CARD_BIN_LENGTH).toBe(6);
  });
});

describe('isPaymentMethodType', () => {
  it.each([
    ['CreditCard', true],
    ['DebitCard', true],
    ['BankAccount', true],
    ['creditcard', false],
    ['Wallet', false],
    [undefined, false],
  ])('%j → %s', (value, result) => {
    expect(isPaymentMethodType(value)).toBe(result);
  });

  it('lists the three types', () => {
    expect(PAYMENT_METHOD_TYPES).toEqual(['CreditCard', 'DebitCard', 'BankAccount']);
  });
});
