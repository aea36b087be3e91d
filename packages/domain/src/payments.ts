// Payment method rules (docs/product.md §7: card lookup, method types, BIN length).

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

/** Largest single money movement (charge, cash out, bulk total, auto-recharge), in dollars. */
export const MAX_MONEY_AMOUNT = 50_000;
/** Most items in one `cashOutBalanceBulk`. */
export const MAX_BULK_ITEMS = 50;

/**
 * Whether a card expiring in month/year (1–12, four digits) is still good: it is through the
 * end of its month (UTC).
 */
export function isCardExpiryCurrent(month: number, year: number, now: Date = new Date()): boolean {
  return year * 12 + (month - 1) >= now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** ABA routing-number prefixes in use: Federal Reserve districts, thrifts, electronic. */
const ROUTING_PREFIX = /^(0[0-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

/**
 * The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10, with a valid
 * prefix and not all zeros (the npm validators have quirks, so it is our own).
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value) || !ROUTING_PREFIX.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
