// Payment method rules (spec §5 card lookup and method types, §9 BIN length).

export const CARD_BIN_LENGTH = 6;
export const PAYMENT_METHOD_TYPES = ['CreditCard', 'DebitCard', 'BankAccount'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * The first 6 digits of a card number with spaces removed, or `null` when the number does
 * not start with 6 digits.
 */
export function cardBin(cardNumber: string): string | null {
  const bin = cardNumber.replace(/\s+/g, '').slice(0, CARD_BIN_LENGTH);
  return bin.length === CARD_BIN_LENGTH && /^\d+$/.test(bin) ? bin : null;
}

/** Whether a value is one of the payment method types the store accepts. */
export function isPaymentMethodType(value: unknown): value is PaymentMethodType {
  return PAYMENT_METHOD_TYPES.some((type) => type === value);
}
