import { moneyAmount } from '@vanbid/contract';
import { hasAtMostTwoDecimals } from '@vanbid/domain';
import { z } from 'zod';
import { dollarDigits, isDollarsText, NOT_DOLLARS_MESSAGE } from '../../../lib/dollars-text';

/** An amount typed in dollars (`19.99`, `1,000`): checked with the contract's rule, sent as a number. */
export const amountText = z
  .string()
  .trim()
  .min(1, 'Enter an amount')
  .transform(dollarDigits)
  .refine(isDollarsText, { message: NOT_DOLLARS_MESSAGE, abort: true })
  .refine(hasAtMostTwoDecimals, 'Enter dollars with at most 2 decimals')
  .transform(Number)
  .pipe(moneyAmount);
