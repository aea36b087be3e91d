import { describe, expect, it } from 'vitest';
import { computeRunway, describeRunway } from '../src/index';

describe('computeRunway', () => {
  it('divides the balance by this week’s daily average', () => {
    // $300 over 3 days = $100 a day; $1,050 lasts 10 whole days.
    expect(computeRunway({ balanceCents: 105_000, weekSpentCents: 30_000, weekDaysElapsed: 3 })).toEqual({
      kind: 'days',
      days: 10,
    });
  });

  it('counts Monday as a whole day', () => {
    expect(computeRunway({ balanceCents: 10_000, weekSpentCents: 5_000, weekDaysElapsed: 1 })).toEqual({
      kind: 'days',
      days: 2,
    });
  });

  it('tells an empty wallet from a week without spending', () => {
    expect(computeRunway({ balanceCents: 0, weekSpentCents: 5_000, weekDaysElapsed: 2 })).toEqual({
      kind: 'empty',
    });
    expect(computeRunway({ balanceCents: 10_000, weekSpentCents: 0, weekDaysElapsed: 2 })).toEqual({
      kind: 'no-pace',
    });
  });
});

describe('describeRunway', () => {
  it('says it in words', () => {
    expect(describeRunway({ kind: 'days', days: 12 })).toBe('Funds last about 12 days at this week’s pace.');
    expect(describeRunway({ kind: 'days', days: 1 })).toBe('Funds last about 1 day at this week’s pace.');
    expect(describeRunway({ kind: 'days', days: 0 })).toBe('Funds run out today at this week’s pace.');
    expect(describeRunway({ kind: 'empty' })).toContain('wallet is empty');
    expect(describeRunway({ kind: 'no-pace' })).toContain('Nothing spent this week');
  });

  it('says a balance under a day of spend runs out today, not that the wallet is empty', () => {
    const runway = computeRunway({ balanceCents: 500, weekSpentCents: 7_000, weekDaysElapsed: 7 });
    expect(describeRunway(runway)).toBe('Funds run out today at this week’s pace.');
  });
});
