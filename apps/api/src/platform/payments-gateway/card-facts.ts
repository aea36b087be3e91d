import { cardBin, isCardExpiryCurrent } from '@vanbid/domain';
import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import type { BinFacts } from './gateway';
import { SANDBOX_BINS } from './sandbox-cards';

/** Brand by `credit-card-type` (the first match of the BIN), funding by the sandbox's BIN table. */
export function describeBin(bin: string): BinFacts {
  const [type] = /^\d{6}$/.test(bin) ? creditCardType(bin) : [];
  return {
    brand: type?.type ?? null,
    label: type?.niceType ?? null,
    funding: SANDBOX_BINS[bin] ?? 'unknown',
  };
}

export interface CardCheck {
  isValid: boolean;
  brand: string | null;
  label: string | null;
  /** Digits of the brand's security code (3, or 4 for American Express). */
  cvvSize: number;
}

/** Luhn, length and brand by `card-validator`. */
export function checkCardNumber(digits: string): CardCheck {
  const result = cardValidator.number(digits);
  return {
    isValid: result.isValid,
    brand: result.card?.type ?? null,
    label: result.card?.niceType ?? null,
    cvvSize: result.card?.code.size ?? 3,
  };
}

export function binOf(digits: string): string {
  return cardBin(digits) ?? '';
}

/** Whether month/year is this month or later (a card is good through the end of its month). */
export const isExpiryValid = isCardExpiryCurrent;
