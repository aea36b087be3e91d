import { describe, expect, it } from 'vitest';
import {
  allEndpoints,
  chargeBalance,
  errorCodesOf,
  getCampaign,
  getRecords,
  getTwoFactor,
  operationIdOf,
  proappLogin,
} from '../src/index';

describe('operationIdOf', () => {
  it('names each endpoint as the contract exports it, and no two alike', () => {
    expect(operationIdOf(proappLogin)).toBe('proappLogin');
    expect(operationIdOf(chargeBalance)).toBe('chargeBalance');
    const names = allEndpoints.map(operationIdOf);
    expect(new Set(names).size).toBe(allEndpoints.length);
  });
});

describe('errorCodesOf', () => {
  it('gives sign-in its wrong-password answer and, where the route keeps a limit, the rate limit', () => {
    expect(errorCodesOf(proappLogin, { rateLimited: false })).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'INTERNAL', 'UNAVAILABLE']),
    );
    expect(errorCodesOf(proappLogin, { rateLimited: false })).not.toContain('UNAUTHENTICATED');
    expect(errorCodesOf(proappLogin, { rateLimited: true })).toContain('RATE_LIMITED');
  });

  it('gives a signed-in read by id the session, account, two-factor and unknown-id answers', () => {
    const codes = errorCodesOf(getCampaign, { rateLimited: false });
    expect(codes).toEqual(
      expect.arrayContaining(['UNAUTHENTICATED', 'ACCOUNT_FORBIDDEN', 'TWO_FACTOR_REQUIRED', 'NOT_FOUND']),
    );
    expect(codes).not.toContain('RATE_LIMITED');
    expect(errorCodesOf(getTwoFactor, { rateLimited: false })).not.toContain('TWO_FACTOR_REQUIRED');
    expect(errorCodesOf(getRecords, { rateLimited: false })).toContain('BAD_FILTER');
  });

  it('gives a money call its role, replayed-key and business refusals', () => {
    expect(errorCodesOf(chargeBalance, { rateLimited: false })).toEqual(
      expect.arrayContaining(['FORBIDDEN', 'CONFLICT', 'IDEMPOTENCY_KEY_REUSED', 'PAYMENT_DECLINED']),
    );
  });
});
