// Bids as a percent above the hourly minimum (docs/product.md §4, "Bids").
import { fromCents, toCents } from './money';

/** Bids are whole percents from 0 to 500 above the minimum. */
export const BID_PERCENT = { min: 0, max: 500 } as const;

export function isValidBidPercent(percent: unknown): percent is number {
  return (
    Number.isInteger(percent) &&
    (percent as number) >= BID_PERCENT.min &&
    (percent as number) <= BID_PERCENT.max
  );
}

/** minCents × (1 + percent/100) in whole cents, half away from zero, with integer arithmetic only. */
export function effectiveBidCents(minCents: number, percent: number): number {
  if (!Number.isInteger(minCents)) throw new RangeError(`Not a whole number of cents: ${minCents}`);
  if (!isValidBidPercent(percent))
    throw new RangeError(`Bid percent must be a whole number 0–500: ${percent}`);
  const hundredths = Math.abs(minCents) * (100 + percent);
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Minimum too large: ${minCents}`);
  const remainder = hundredths % 100;
  const cents = (hundredths - remainder) / 100 + (remainder >= 50 ? 1 : 0);
  return minCents < 0 ? -cents : cents;
}

/** The effective bid in dollars for a minimum in dollars: min × (1 + percent/100), computed in cents. */
export function effectiveBid(minValue: number | string, percent: number): number {
  return fromCents(effectiveBidCents(toCents(minValue), percent));
}
