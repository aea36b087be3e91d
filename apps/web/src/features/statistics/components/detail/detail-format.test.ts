import { describe, expect, it } from 'vitest';
import { milesText, moveDateText, placeText, shortDayText } from './detail-format';
import { otherBuyersText } from './lead-detail-view';

describe('the lead detail in words', () => {
  it('writes a move date as the calendar day it is, in any time zone', () => {
    expect(moveDateText('2026-12-26')).toBe('Sat, Dec 26, 2026');
    expect(shortDayText('2026-01-01')).toBe('Jan 1, 2026');
    expect(moveDateText(null)).toBe('—');
  });

  it('names the city and state of a ZIP, or the ZIP alone', () => {
    expect(placeText({ zip: '23219', city: 'Richmond', state: 'VA' })).toBe('Richmond, VA 23219');
    expect(placeText({ zip: '00501', city: null, state: null })).toBe('00501');
    expect(milesText(1204)).toBe('1,204 mi');
  });

  it('counts the other buyers without naming them', () => {
    expect(otherBuyersText(0)).toBe('Sold to you alone');
    expect(otherBuyersText(1)).toBe('Also sold to 1 other mover');
    expect(otherBuyersText(2)).toBe('Also sold to 2 other movers');
  });
});
