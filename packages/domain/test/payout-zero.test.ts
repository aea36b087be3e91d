import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FilterRule,
  fromCents,
  mergePayoutZero,
  payoutZeroFilters,
  type RecordsPage,
} from '../src/index';

describe('payoutZeroFilters', () => {
  const base: FilterRule[] = [
    { field: 'phone_company_id', operator: 'in', values: ['0'] },
    { field: 'payout', operator: 'eq', value: '0' },
  ];

  it('asks for payout = 0 and for payout null', () => {
    expect(payoutZeroFilters(base)).toEqual([
      base,
      [
        { field: 'phone_company_id', operator: 'in', values: ['0'] },
        { field: 'payout', operator: 'null' },
      ],
    ]);
  });

  it.each([
    ['no payout rule', [{ field: 'phone_company_id', operator: 'in', values: ['0'] }]],
    ['a payout other than zero', [{ field: 'payout', operator: 'eq', value: '5' }]],
    ['a blank payout', [{ field: 'payout', operator: 'eq', value: ' ' }]],
    ['a zero on another field', [{ field: 'cost', operator: 'eq', value: '0' }]],
    ['payout gte 0', [{ field: 'payout', operator: 'gte', value: '0' }]],
  ] satisfies [string, FilterRule[]][])('gives null for %s', (_, rules) => {
    expect(payoutZeroFilters(rules)).toBeNull();
  });

  it('treats 0.00 as zero', () => {
    expect(payoutZeroFilters([{ field: 'payout', operator: 'eq', value: '0.00' }])?.[1]).toEqual([
      { field: 'payout', operator: 'null' },
    ]);
  });
});

type Row = { id: number; time_created?: string | null; payout?: number };

describe('mergePayoutZero', () => {
  const a: RecordsPage<Row> = {
    records: [
      { id: 1, time_created: '2026-11-03 10:00:00' },
      { id: 2, time_created: '2026-11-01 10:00:00' },
    ],
    total_items: 2,
    monetary_value: 0.1,
  };
  const b: RecordsPage<Row> = {
    records: [
      { id: 3, time_created: '2026-11-02 10:00:00' },
      { id: 4, time_created: '2026-11-03 10:00:00' },
      { id: 5 },
    ],
    total_items: 7,
    monetary_value: 0.2,
  };

  it('merges by time_created desc, adds totals and money without drift', () => {
    const merged = mergePayoutZero(a, b);
    expect(merged.records.map((r) => r.id)).toEqual([1, 4, 3, 2, 5]);
    expect(merged.total_items).toBe(9);
    expect(merged.monetary_value).toBe(0.3);
  });

  it('follows another sort, numbers compared as numbers, missing values last', () => {
    const page = (records: Row[]): RecordsPage<Row> => ({
      records,
      total_items: records.length,
      monetary_value: 0,
    });
    const merged = mergePayoutZero(
      page([{ id: 1, payout: 10 }, { id: 2 }]),
      page([
        { id: 3, payout: 9 },
        { id: 4, payout: 100 },
        { id: 5, time_created: null },
      ]),
      { field: 'payout', direction: 'asc' },
    );
    expect(merged.records.map((r) => r.id)).toEqual([3, 1, 4, 2, 5]);
  });

  it('never drifts when adding money', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, cents, (x, y) => {
        const page = (value: number): RecordsPage<Row> => ({
          records: [],
          total_items: 0,
          monetary_value: value,
        });
        expect(mergePayoutZero(page(fromCents(x)), page(fromCents(y))).monetary_value).toBe(fromCents(x + y));
      }),
    );
  });
});
