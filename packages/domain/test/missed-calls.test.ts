import { describe, expect, it } from 'vitest';
import { hasManyMissedCalls, missedCallsText } from '../src/missed-calls';

describe('hasManyMissedCalls', () => {
  it('flags 25 missed calls in a week, however many calls came', () => {
    expect(hasManyMissedCalls({ calls: 400, missed: 25 })).toBe(true);
  });

  it('flags a quarter of a quiet campaign’s calls, from 3 missed on', () => {
    expect(hasManyMissedCalls({ calls: 8, missed: 3 })).toBe(true);
    expect(hasManyMissedCalls({ calls: 8, missed: 2 })).toBe(false);
    expect(hasManyMissedCalls({ calls: 40, missed: 5 })).toBe(false);
  });
});

describe('missedCallsText', () => {
  it('says how many of the week’s calls were missed', () => {
    expect(missedCallsText({ calls: 150, missed: 25 })).toBe(
      '25 missed calls in the last 7 days (17% of 150)',
    );
  });
});
