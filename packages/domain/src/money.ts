// Money as integer cents (docs/product.md §10: cents in the database, dollars with 2 decimals on the wire).
import { madeOnFirstUse } from './made-on-first-use';

/** The largest amount, in cents, that converts both ways exactly (15 significant digits). */
export const MAX_CENTS = 999_999_999_999_999;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** `digits` has no leading zeros (`''` for zero); the value is 0.digits × 10^point. */
type Decimal = { negative: boolean; digits: string; point: number };

/** Reads a decimal (`'19.99'`, `'-1e3'`) without floating point: its digits and where the point sits. */
function readDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return null;
  const all = whole + fraction;
  const digits = all.replace(/^0+/, '');
  const point = whole.length + Number(match[4] ?? '0') - (all.length - digits.length);
  return { negative: match[1] === '-', digits, point };
}

function decimalText(value: number | string): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return String(value); // the shortest text that reads back as the same number
}

/**
 * Dollars → integer cents, rounding half away from zero. Numbers are read from their shortest
 * decimal text, so `19.99` gives 1999 and `1.005` gives 101. Throws a RangeError on NaN,
 * Infinity, text that is not a plain decimal, or an amount beyond `MAX_CENTS`.
 */
export function toCents(value: number | string): number {
  const decimal = readDecimal(decimalText(value));
  if (!decimal) throw new RangeError(`Not an amount: "${String(value)}"`);
  if (decimal.digits === '') return 0;
  const point = decimal.point + 2; // digits before the cents' point
  if (point > String(MAX_CENTS).length) throw new RangeError(`Amount too large: ${value}`);
  const padded = decimal.digits.padEnd(Math.max(point, 0), '0');
  const whole = point > 0 ? Number(padded.slice(0, point)) : 0;
  const cents = whole + (point >= 0 && (padded[point] ?? '0') >= '5' ? 1 : 0);
  if (cents > MAX_CENTS) throw new RangeError(`Amount too large: ${value}`);
  return decimal.negative && cents !== 0 ? -cents : cents;
}

function checkCents(cents: number): void {
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_CENTS)
    throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** Integer cents → dollars (the number closest to the 2-decimal amount). */
export function fromCents(cents: number): number {
  checkCents(cents);
  return cents / 100;
}

/** Whether the amount is a whole number of cents (`'1.50'`, `1.5`, `2` yes; `1.234` no; invalid no). */
export function hasAtMostTwoDecimals(value: number | string): boolean {
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  const decimal = readDecimal(decimalText(value));
  return decimal !== null && !/[1-9]/.test(decimal.digits.slice(Math.max(decimal.point + 2, 0)));
}

/** Exact sum of integer cents; throws a RangeError on a non-integer or a total beyond `MAX_CENTS`. */
export function sumCents(values: readonly number[]): number {
  values.forEach(checkCents);
  const total = values.reduce((sum, cents) => sum + cents, 0);
  checkCents(total);
  return total;
}

/** Adds dollar amounts through cents, so `0.1 + 0.2` is `0.3`. */
export function sumDollars(values: readonly (number | string)[]): number {
  return fromCents(sumCents(values.map(toCents)));
}

const usdFormat = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);

/** 123456 → `'$1,234.56'`; negative amounts as `'-$1.00'`. */
export function formatUsd(cents: number): string {
  checkCents(cents);
  return usdFormat().format(cents / 100);
}
