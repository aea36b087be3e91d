import { describe, expect, it } from 'vitest';
import { groupMinHourlyBids, type MinHourlyBidRow } from '../src/index';

const row = (overrides: Partial<MinHourlyBidRow>): MinHourlyBidRow => ({
  campaign_type_id: 7,
  distance: 'local',
  hour: 0,
  min_value: 1,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
  sun: 7,
  ...overrides,
});

describe('groupMinHourlyBids', () => {
  it('groups by campaign type id, then local/long, then Eastern hour', () => {
    const grouped = groupMinHourlyBids([
      row({ hour: 0 }),
      row({ hour: '13', min_value: 9, mon: 9.5 }),
      row({ distance: 'long', hour: 23 }),
      row({ campaign_type_id: '8', hour: 5 }),
    ]);
    const week = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
    expect(grouped).toEqual({
      '7': {
        local: { '0': { min_value: 1, ...week }, '13': { min_value: 9, ...week, mon: 9.5 } },
        long: { '23': { min_value: 1, ...week } },
      },
      '8': { local: { '5': { min_value: 1, ...week } } },
    });
  });

  it('drops the grouping keys from each hour and keeps the last of repeated rows', () => {
    const grouped = groupMinHourlyBids([row({ min_value: 1 }), row({ min_value: 2 })]);
    expect(grouped['7']?.local?.['0']).toEqual({
      min_value: 2,
      mon: 1,
      tue: 2,
      wed: 3,
      thu: 4,
      fri: 5,
      sat: 6,
      sun: 7,
    });
  });

  it('gives an empty object for no rows', () => {
    expect(groupMinHourlyBids([])).toEqual({});
  });

  it('keeps a hostile id as a plain own key', () => {
    const grouped = groupMinHourlyBids([row({ campaign_type_id: '__proto__' })]);
    expect(Object.keys(grouped)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).local).toBeUndefined();
  });

  it.each([[-1], [24], [1.5], ['x'], ['']])('rejects the hour %j', (hour) => {
    expect(() => groupMinHourlyBids([row({ hour })])).toThrow(RangeError);
  });

  it('rejects an unknown distance', () => {
    expect(() => groupMinHourlyBids([row({ distance: 'far' as 'local' })])).toThrow(/distance/);
  });
});
