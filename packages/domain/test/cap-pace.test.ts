import { describe, expect, it } from 'vitest';
import { capPaceSentence, computeCapPace } from '../src/index';

// Thursday 2026-11-26, noon Eastern (17:00 UTC): 3.5 of the week's 7 days are over, 25.5 of November's 30.
const thursdayNoon = new Date('2026-11-26T17:00:00Z');

describe('computeCapPace', () => {
  it('projects the Eastern week at the pace so far', () => {
    const pace = computeCapPace({ period: 'week', capCents: 100_000, spentCents: 35_000, now: thursdayNoon });
    expect(pace).toMatchObject({
      spentCents: 35_000,
      capCents: 100_000,
      percent: 35,
      projectedCents: 70_000,
    });
    expect(capPaceSentence(pace)).toBe('$350 of $1,000 this week — on pace for $700');
  });

  it('says on which day a pace over the cap reaches it (the engine stops it there)', () => {
    const week = computeCapPace({ period: 'week', capCents: 100_000, spentCents: 70_000, now: thursdayNoon });
    // $200 a day: the cap is reached after 5 days, at the end of Friday.
    expect(capPaceSentence(week)).toBe('$700 of $1,000 this week — on pace to reach it on Friday');
    const month = computeCapPace({
      period: 'month',
      capCents: 300_000,
      spentCents: 255_000,
      now: thursdayNoon,
    });
    // $100 a day: reached after 30 days, at the month's very end.
    expect(capPaceSentence(month)).toBe('$2,550 of $3,000 this month — on pace to reach it on the 30th');
  });

  it('takes the Eastern week and month, not the UTC ones', () => {
    // Monday 2026-11-30 02:00 UTC is still Sunday evening, November 29, in Eastern time.
    const sundayEvening = new Date('2026-11-30T02:00:00Z');
    const week = computeCapPace({
      period: 'week',
      capCents: 100_000,
      spentCents: 90_000,
      now: sundayEvening,
    });
    expect(week.projectedCents).toBeGreaterThan(90_000);
    expect(week.projectedCents).toBeLessThan(100_000);
    const month = computeCapPace({
      period: 'month',
      capCents: 500_000,
      spentCents: 290_000,
      now: sundayEvening,
    });
    // 28.875 of November's 30 days (UTC would say 29.08): $3,013, in whole dollars.
    expect(capPaceSentence(month)).toBe('$2,900 of $5,000 this month — on pace for $3,013');
  });

  it('does not project in the first hours of a period, and says when the cap is spent', () => {
    const mondayEarly = new Date('2026-11-23T07:00:00Z'); // 2 AM Monday, Eastern
    const early = computeCapPace({ period: 'week', capCents: 100_000, spentCents: 5_000, now: mondayEarly });
    expect(early.projectedCents).toBeNull();
    expect(capPaceSentence(early)).toBe('$50 of $1,000 this week');
    const spent = computeCapPace({
      period: 'week',
      capCents: 100_000,
      spentCents: 100_000,
      now: thursdayNoon,
    });
    expect(spent.percent).toBe(100);
    expect(capPaceSentence(spent)).toBe('$1,000 of $1,000 this week — cap reached');
  });
});
