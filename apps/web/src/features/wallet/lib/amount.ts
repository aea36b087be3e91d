import { moneyAmount } from '@vanbid/contract';
import { hasAtMostTwoDecimals } from '@vanbid/domain';
import { z } from 'zod';

/** An amount typed in dollars (`19.99`, `1,000`): checked with the contract's rule, sent as a number. */
export const amountText = z
  .string()
  .trim()
  .min(1, 'Enter an amount')
  .transform((text) => text.replaceAll(',', '').replace(/^\$/, ''))
  .refine(
    (text) => /^\d+(\.\d*)?$/.test(text) && hasAtMostTwoDecimals(text),
    'Enter dollars with at most 2 decimals',
  )
  .transform(Number)
  .pipe(moneyAmount);

/** A fresh `Idempotency-Key` per user action (docs/product.md §7, "Idempotency"). */
export const idempotencyHeaders = (): Record<string, string> => ({ 'Idempotency-Key': crypto.randomUUID() });
