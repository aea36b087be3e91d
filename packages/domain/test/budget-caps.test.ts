import { describe, expect, it } from 'vitest';
import { capLossReasonOf, monthStartOf, weekStartOf } from '../src/index';

describe('budget caps', () => {
  it('stops at the week before the month, and lets a purchase reach a cap exactly', () => {
    const base = { spentWeekCents: 90_000, spentMonthCents: 90_000, priceCents: 10_000 };
    expect(capLossReasonOf({ ...base, weeklyCapCents: 100_000, monthlyCapCents: 100_000 })).toBeNull();
    expect(capLossReasonOf({ ...base, weeklyCapCents: 99_999, monthlyCapCents: 99_999 })).toBe('weekly_cap');
    expect(capLossReasonOf({ ...base, weeklyCapCents: null, monthlyCapCents: 99_999 })).toBe('monthly_cap');
    expect(capLossReasonOf({ ...base, weeklyCapCents: null, monthlyCapCents: null })).toBeNull();
  });

  it('runs the week from Monday and the month from its first day (Eastern dates)', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(monthStartOf('2026-11-26')).toBe('2026-11-01');
  });
});
