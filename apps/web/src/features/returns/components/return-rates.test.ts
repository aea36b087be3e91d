import { describe, expect, it } from 'vitest';
import { rateSentence } from './return-rates';

describe('rateSentence', () => {
  it('says how many of the period’s purchases were returned, the rate and the credit', () => {
    expect(rateSentence({ purchases: 1250, returns: 3, credited: 45, rate_percent: 0.2 })).toBe(
      '3 of 1,250 bought were returned (0.2%), $45.00 credited.',
    );
    expect(rateSentence({ purchases: 3, returns: 1, credited: 12.5, rate_percent: 33.3 })).toBe(
      '1 of 3 bought was returned (33.3%), $12.50 credited.',
    );
  });

  it('says nothing was bought rather than 0%', () => {
    expect(rateSentence({ purchases: 0, returns: 0, credited: 0, rate_percent: 0 })).toBe(
      'Nothing bought in this period.',
    );
  });
});
