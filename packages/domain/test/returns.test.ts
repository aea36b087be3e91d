import { describe, expect, it } from 'vitest';
import {
  creditDescription,
  decideReturn,
  monthlyReturnAllowance,
  RETURN_DEFAULTS,
  type ReturnFacts,
  sourceLabel,
} from '../src/index';

const DAY_MS = 86_400_000;
const boughtAt = new Date('2026-11-10T15:00:00Z');

function facts(overrides: Partial<ReturnFacts> = {}): ReturnFacts {
  return {
    kind: 'lead',
    reason: 'not_moving',
    boughtAt,
    now: new Date(boughtAt.getTime() + DAY_MS),
    settings: RETURN_DEFAULTS,
    hasEarlierReturn: false,
    monthPurchases: 100,
    monthReturns: 0,
    isDuplicate: false,
    isOutsideArea: false,
    hasConsentCertificate: true,
    ...overrides,
  };
}

describe('decideReturn', () => {
  it('approves what the system can check', () => {
    expect(decideReturn(facts({ reason: 'duplicate', isDuplicate: true }))).toEqual({
      outcome: 'approved',
      rule: 'duplicate',
    });
    expect(decideReturn(facts({ reason: 'outside_area', isOutsideArea: true })).outcome).toBe('approved');
    expect(decideReturn(facts({ reason: 'no_consent', hasConsentCertificate: false })).outcome).toBe(
      'approved',
    );
  });

  it('sends a claim it cannot check to review', () => {
    expect(decideReturn(facts({ reason: 'duplicate', isDuplicate: false }))).toEqual({ outcome: 'review' });
    expect(decideReturn(facts({ reason: 'no_consent' }))).toEqual({ outcome: 'review' });
  });

  it('refuses a second return, one past the window and one above the cap', () => {
    expect(decideReturn(facts({ hasEarlierReturn: true, reason: 'duplicate', isDuplicate: true }))).toEqual({
      outcome: 'refused',
      rule: 'already_returned',
    });
    expect(decideReturn(facts({ now: new Date(boughtAt.getTime() + 7 * DAY_MS + 1) }))).toEqual({
      outcome: 'refused',
      rule: 'outside_window',
    });
    expect(
      decideReturn(facts({ kind: 'call', reason: 'spam', now: new Date(boughtAt.getTime() + 4 * DAY_MS) })),
    ).toEqual({ outcome: 'refused', rule: 'outside_window' });
    expect(decideReturn(facts({ monthPurchases: 30, monthReturns: 3 }))).toEqual({
      outcome: 'refused',
      rule: 'above_cap',
    });
    expect(decideReturn(facts({ monthPurchases: 30, monthReturns: 2 }))).toEqual({ outcome: 'review' });
  });
});

describe('returns wording', () => {
  it('allows a tenth of the month’s purchases by default, rounded down', () => {
    expect(monthlyReturnAllowance(39, 10)).toBe(3);
    expect(monthlyReturnAllowance(9, 10)).toBe(0);
  });

  it('names publishers Source A, B, … Z, AA', () => {
    expect([0, 1, 25, 26].map(sourceLabel)).toEqual(['Source A', 'Source B', 'Source Z', 'Source AA']);
  });

  it('says what a credit is for', () => {
    expect(creditDescription('lead', 123, 'duplicate')).toBe('Credit — returned lead #123 (Duplicate)');
  });
});
