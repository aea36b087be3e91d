import { isCardExpiryCurrent } from '@vanbid/domain';
import cardValidator from 'card-validator';

export interface CardNumberFacts {
  /** Brand name as typed (`Visa`), from the first digits; null until recognisable. */
  brand: string | null;
  /** Digits of the security code for this brand. */
  cvvSize: number;
  /** Luhn and length are right for the brand. */
  isValid: boolean;
  /** The number could still become valid with more digits. */
  isPotentiallyValid: boolean;
  /** Where the brand puts its spaces (4-4-4-4, 4-6-5). */
  gaps: number[];
  maxLength: number;
}

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Brand, Luhn and length by card-validator (the library the sandbox gateway uses too). */
export function describeCardNumber(value: string): CardNumberFacts {
  const result = cardValidator.number(digitsOf(value));
  const card = result.card;
  return {
    brand: card?.niceType ?? null,
    cvvSize: card?.code.size ?? 3,
    isValid: result.isValid,
    isPotentiallyValid: result.isPotentiallyValid,
    gaps: card?.gaps ?? [4, 8, 12],
    maxLength: card ? Math.max(...card.lengths) : 19,
  };
}

/** `4242424242424242` → `4242 4242 4242 4242`, spaced the brand's way, cut at its longest length. */
export function formatCardNumber(value: string): string {
  const facts = describeCardNumber(value);
  const digits = digitsOf(value).slice(0, facts.maxLength);
  let formatted = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (facts.gaps.includes(index)) formatted += ' ';
    formatted += digits[index];
  }
  return formatted;
}

/** Whether month/year is this month or later (the contract's rule, as the gateway checks it). */
export const isExpiryInFuture = isCardExpiryCurrent;
