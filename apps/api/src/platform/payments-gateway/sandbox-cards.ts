import type { CardFunding } from './gateway';

/**
 * The sandbox's documented test numbers (README.md beside this file). Any other number that
 * passes Luhn and has a known brand behaves like the success cards.
 */
export type CardBehavior = 'ok' | 'decline' | 'insufficient_funds' | 'expired' | 'cvc_fail';
export type BankBehavior = 'ok' | 'account_closed' | 'insufficient_funds';

export const TEST_CARDS: Record<string, CardBehavior> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired',
  '4000000000000127': 'cvc_fail',
};

/** The sandbox's own BIN table: no offline data says whether a real card is credit or debit. */
export const SANDBOX_BINS: Record<string, Exclude<CardFunding, 'unknown'>> = {
  '424242': 'credit',
  '400000': 'credit',
  '411111': 'credit',
  '401288': 'credit',
  '400005': 'debit',
  '555555': 'credit',
  '222300': 'credit',
  '520082': 'debit',
  '510510': 'debit',
  '378282': 'credit',
  '371449': 'credit',
  '601111': 'credit',
  '601100': 'debit',
  '305693': 'credit',
  '353011': 'credit',
};

export const TEST_BANK_ACCOUNTS: Record<string, BankBehavior> = {
  '000111111116': 'account_closed',
  '000222222227': 'insufficient_funds',
};

/** Names of a few routing numbers; any other valid one is "Sandbox bank". */
export const SANDBOX_BANKS: Record<string, string> = {
  '110000000': 'Sandbox National Bank',
  '021000021': 'JPMorgan Chase',
  '026009593': 'Bank of America',
  '121000248': 'Wells Fargo',
  '011000015': 'Federal Reserve Bank',
};
