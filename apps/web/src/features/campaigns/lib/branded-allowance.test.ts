import { describe, expect, it } from 'vitest';
import { brandedAllowanceText } from './branded-allowance';

describe('brandedAllowanceText', () => {
  it('counts the month’s branded calls against the free ones', () => {
    expect(brandedAllowanceText({ points: 7, freeCallsRemaining: 3, freeCallsPerMonth: 10 })).toBe(
      '7 of 10 free this month',
    );
  });

  it('past the free ones, says that branded calls are still not charged', () => {
    expect(brandedAllowanceText({ points: 94, freeCallsRemaining: 0, freeCallsPerMonth: 10 })).toBe(
      '94 this month (10 free a month; branded calls are never charged)',
    );
  });
});
