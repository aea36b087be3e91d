import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignGroup, campaignShortType, campaignTypeLabel, sortByLastBuyDate } from '../src/index';

describe('campaignGroup', () => {
  it.each([
    ['HE', 'EM Local', 'leads'],
    ['QR', undefined, 'leads'],
    ['md', 'anything', 'leads'],
    [' He ', null, 'leads'],
    ['DIJOCA', 'EM Local Calls', 'calls'],
    ['dijoca', 'long distance CALLS', 'calls'],
    ['DIJOCA', 'Branded Local', 'branded'],
    ['DIJOCA', 'QR branded calls', 'branded'],
    ['DIJOCA', 'Leads', null],
    ['DIJOCA', undefined, null],
    ['XX', 'Calls', null],
    [undefined, 'Calls', null],
    [null, null, null],
  ] as const)('parent %j, type %j → %s', (parent, type, group) => {
    expect(campaignGroup({ parent, type })).toBe(group);
  });
});

describe('campaignShortType', () => {
  it.each([
    ['EM Local Leads', 'EM'],
    ['  QR   Long', 'QR'],
    ['HE', 'HE'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ] as const)('%j → %j', (type, short) => {
    expect(campaignShortType(type)).toBe(short);
  });
});

describe('sortByLastBuyDate', () => {
  it('puts the newest first, missing and unreadable dates last, keeping ties in order', () => {
    const campaigns = [
      { id: 'a', lastBuyDate: '2026-11-01 10:00:00' },
      { id: 'b' },
      { id: 'c', lastBuyDate: '2026-11-20T08:00:00Z' },
      { id: 'd', lastBuyDate: null },
      { id: 'e', lastBuyDate: '2026-11-01 10:00:00' },
      { id: 'f', lastBuyDate: 'not a date' },
      { id: 'g', lastBuyDate: new Date('2026-12-01T00:00:00Z') },
      { id: 'h', lastBuyDate: Date.UTC(2025, 0, 1) },
      { id: 'i', lastBuyDate: '' },
    ];
    expect(sortByLastBuyDate(campaigns).map((c) => c.id)).toEqual([
      'g',
      'c',
      'a',
      'e',
      'h',
      'b',
      'd',
      'f',
      'i',
    ]);
  });

  it('does not change its input', () => {
    const campaigns = [{ lastBuyDate: '2020-01-01' }, { lastBuyDate: '2021-01-01' }];
    sortByLastBuyDate(campaigns);
    expect(campaigns[0]?.lastBuyDate).toBe('2020-01-01');
  });

  it('is a stable, newest-first permutation', () => {
    const item = fc.record({
      id: fc.nat(),
      lastBuyDate: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const sorted = sortByLastBuyDate(items);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i += 1) {
          const [prev, next] = [sorted[i - 1]!, sorted[i]!];
          if (prev.lastBuyDate === undefined) expect(next.lastBuyDate).toBeUndefined();
          else if (next.lastBuyDate !== undefined) {
            expect(prev.lastBuyDate).toBeGreaterThanOrEqual(next.lastBuyDate);
            if (prev.lastBuyDate === next.lastBuyDate)
              expect(items.indexOf(prev)).toBeLessThan(items.indexOf(next));
          }
        }
      }),
    );
  });
});

describe('campaignTypeLabel', () => {
  it.each([
    ['QR Moving leads', 'Moving leads'],
    ['EM Local Calls', 'Local Calls'],
    ['Moving calls', 'Moving calls'],
    ['  HE   Moving leads ', 'Moving leads'],
    ['HE', 'HE'],
    ['', ''],
    [null, ''],
  ] as const)('%j → %j', (type, label) => {
    expect(campaignTypeLabel(type)).toBe(label);
  });
});
