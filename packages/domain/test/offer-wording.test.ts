import { describe, expect, it } from 'vitest';
import { describeOffer, weeklyVolumeText } from '../src/index';

const offer = (parent: string, type: string, leadType: string, region: string) => ({
  parent,
  type,
  leadType,
  region,
});

describe('an offer at campaign creation, in a mover’s words', () => {
  it('names the kind of moves and the states of the region, never an internal code', () => {
    const midwest = describeOffer(offer('HE', 'HE Moving leads', 'Local', 'Midwest'));
    expect(midwest.headline).toBe('Leads: local moves in Ohio, Indiana, Michigan…');
    expect(midwest.states).toContain('Illinois');
    const calls = describeOffer(offer('DIJOCA', 'Moving calls', 'Long Distance', 'Southeast'));
    expect(calls.headline).toBe('Calls: long-distance moves from Virginia, North Carolina, South Carolina…');
    const branded = describeOffer(offer('DIJOCA', 'Branded calls', 'Local', 'West'));
    expect(branded.headline).toMatch(/^Calls to your own number: local moves in California/);
    for (const described of [midwest, calls, branded])
      expect(`${described.headline} ${described.source}`).not.toMatch(/\b(HE|MD|QR|EM|DIJOCA)\b|Company/);
  });

  it('tells the three lead sources apart without their codes', () => {
    const sources = ['HE', 'QR', 'MD'].map(
      (parent) => describeOffer(offer(parent, `${parent} Moving leads`, 'Local', 'Midwest')).source,
    );
    expect(new Set(sources).size).toBe(3);
    expect(sources[0]).toBe('Lead source 1');
  });

  it('keeps a region it does not know as it is', () => {
    expect(describeOffer(offer('QR', 'QR Moving leads', 'Local', 'Tri-State')).headline).toBe(
      'Leads: local moves in Tri-State',
    );
  });

  it('says the volume to expect a week, from what the offer’s campaigns bought lately', () => {
    expect(weeklyVolumeText({ group: 'leads', perWeek: 37.4 })).toBe(
      'About 37 leads a week per campaign lately',
    );
    expect(weeklyVolumeText({ group: 'calls', perWeek: 1 })).toBe('About 1 call a week per campaign lately');
    expect(weeklyVolumeText({ group: 'calls', perWeek: 0.2 })).toBe(
      'Fewer than 1 call a week per campaign lately',
    );
    expect(weeklyVolumeText({ group: 'leads', perWeek: null })).toBe('No volume known yet: a new market');
  });
});
