import { describe, expect, it } from 'vitest';
import { describeOffer, isRegionMiles, regionInWords, statesInWords } from '../src/index';

describe('a campaign’s region in words', () => {
  it('names the states of a state region, as an offer names the states it covers', () => {
    expect(regionInWords({ kind: 'states', states: ['OH', 'IN', 'MI'] })).toBe('Ohio, Indiana, Michigan');
    expect(regionInWords({ kind: 'states', states: ['CA'] })).toBe('California');
    const midwest = describeOffer({
      parent: 'HE',
      type: 'HE Moving leads',
      leadType: 'Local',
      region: 'Midwest',
    });
    const fourStates = regionInWords({ kind: 'states', states: ['OH', 'IN', 'MI', 'IL'] });
    expect(midwest.headline).toBe(`Leads: local moves in ${fourStates}`);
    expect(fourStates).toBe(statesInWords(['OH', 'IN', 'MI', 'IL']));
  });

  it('says how far from which ZIP and town a radius region reaches', () => {
    expect(regionInWords({ kind: 'radius', zip: '43215', miles: 50, city: 'Columbus', state: 'OH' })).toBe(
      'Within 50 mi of 43215 Columbus, OH',
    );
  });

  it('takes a radius from 10 to 200 whole miles', () => {
    expect([9, 10, 200, 201, 12.5].map(isRegionMiles)).toEqual([false, true, true, false, false]);
  });
});
