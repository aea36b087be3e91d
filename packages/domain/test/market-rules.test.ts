import { describe, expect, it } from 'vitest';
import { campaignGroup, type HourMinimums, indexMinimums, isInGeography, minimumCentsAt } from '../src/index';

describe('isInGeography', () => {
  it('buys from anywhere without a ZIP area, and only from its ZIPs with one', () => {
    expect(isInGeography(null, '23220')).toBe(true);
    expect(isInGeography(new Set(['23220', '23221']), '23220')).toBe(true);
    expect(isInGeography(new Set(['23221']), '23220')).toBe(false);
    expect(isInGeography(new Set(), '23220')).toBe(false);
  });
});

const week = (cents: number) => ({
  mon_cents: cents,
  tue_cents: cents + 1,
  wed_cents: cents + 2,
  thu_cents: cents + 3,
  fri_cents: cents + 4,
  sat_cents: cents + 5,
  sun_cents: cents + 6,
});
const MINIMUMS: HourMinimums[] = [
  { campaignTypeId: 2, distance: 'local', hour: 9, ...week(1100) },
  { campaignTypeId: 2, distance: 'long', hour: 9, ...week(1900) },
  { campaignTypeId: 3, distance: 'local', hour: 10, ...week(500) },
];

describe('minimumCentsAt', () => {
  const index = indexMinimums(MINIMUMS);

  it("prices a campaign at its type's minimum for the distance its lead type names, at the weekday and hour", () => {
    expect(minimumCentsAt(index, { campaignTypeId: 2, leadType: 'Local' }, { day: 'mon', hour: 9 })).toBe(
      1100,
    );
    expect(minimumCentsAt(index, { campaignTypeId: 2, leadType: 'Local' }, { day: 'sun', hour: 9 })).toBe(
      1106,
    );
    expect(
      minimumCentsAt(index, { campaignTypeId: 2, leadType: 'Long Distance' }, { day: 'wed', hour: 9 }),
    ).toBe(1902);
  });

  it('has no minimum for an hour, a type or a distance without a row', () => {
    expect(
      minimumCentsAt(index, { campaignTypeId: 2, leadType: 'Local' }, { day: 'mon', hour: 10 }),
    ).toBeNull();
    expect(
      minimumCentsAt(index, { campaignTypeId: 4, leadType: 'Local' }, { day: 'mon', hour: 9 }),
    ).toBeNull();
    expect(
      minimumCentsAt(index, { campaignTypeId: 3, leadType: 'Long Distance' }, { day: 'mon', hour: 10 }),
    ).toBeNull();
  });

  it('reads an unknown lead type as local, like the settings page', () => {
    expect(minimumCentsAt(index, { campaignTypeId: 3, leadType: '' }, { day: 'tue', hour: 10 })).toBe(501);
  });
});

describe('campaignGroup as the market sorts campaigns', () => {
  it.each([
    [{ parent: 'HE', type: 'HE Local' }, 'leads'],
    [{ parent: ' qr ', type: '' }, 'leads'],
    [{ parent: 'DIJOCA', type: 'EM Local Calls' }, 'calls'],
    [{ parent: 'DIJOCA', type: 'Branded Calls' }, 'branded'],
    // Neither word: not a calls campaign, whatever its parent (a call never rings it).
    [{ parent: 'DIJOCA', type: 'EM Moving' }, null],
    [{ parent: 'XX', type: 'Calls' }, null],
  ] as const)('%o is %s', (campaign, group) => {
    expect(campaignGroup(campaign)).toBe(group);
  });
});
