import { z } from 'zod';

/** What every money field says when its text is not an amount at all. */
export const NOT_DOLLARS_MESSAGE = 'Enter an amount in dollars, like 1000';

/** Typed dollars without the `$`, thousands commas and spaces: `'$1,000.50'` → `'1000.50'`. */
export const dollarDigits = (text: string) => text.replace(/[$,\s]/g, '');

/** Whether typed text is an amount of dollars (`1000`, `$1,000`, `19.99`), whatever its size. */
export const isDollarsText = (text: string) => /^\d+(\.\d*)?$/.test(dollarDigits(text));

/**
 * An optional amount typed in dollars: empty is null, an amount its number, other text refused
 * with `NOT_DOLLARS_MESSAGE` (pipe it into the contract's rule for the amount).
 */
export const optionalDollarsText = z.string().transform((text, context) => {
  if (dollarDigits(text) === '') return null;
  if (isDollarsText(text)) return Number(dollarDigits(text));
  context.addIssue({ code: 'custom', message: NOT_DOLLARS_MESSAGE });
  return z.NEVER;
});
