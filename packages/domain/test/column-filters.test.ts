import { describe, expect, it } from 'vitest';
import {
  buildColumnFilterRules,
  type ColumnFilter,
  dayEndTime,
  dayStartTime,
  isQueryDatetime,
  normalizeDay,
} from '../src/index';

const on = (filter: Omit<ColumnFilter, 'status'>): ColumnFilter => ({ ...filter, status: true });

describe('buildColumnFilterRules', () => {
  it.each([
    [
      'a date range → gte and lte',
      { time_created: on({ type: 'date', fromDate: '2026/11/01', toDate: '2026-11-03' }) },
      'records',
      [
        { field: 'time_created', operator: 'gte', value: '2026-11-01 00:00:00' },
        { field: 'time_created', operator: 'lte', value: '2026-11-03 23:59:59' },
      ],
    ],
    [
      'only a from date',
      { t: on({ type: 'date', fromDate: '2026/11/01', toDate: null }) },
      'records',
      [{ field: 't', operator: 'gte', value: '2026-11-01 00:00:00' }],
    ],
    [
      'only a to date',
      { t: on({ type: 'date', toDate: '2026/11/01' }) },
      'records',
      [{ field: 't', operator: 'lte', value: '2026-11-01 23:59:59' }],
    ],
    ['a date filter without dates', { t: on({ type: 'date' }) }, 'records', []],
    [
      'a plain value → like (trimmed)',
      { campaign_name: on({ type: 'text', value: ' Local ' }) },
      'billedItems',
      [{ field: 'campaign_name', operator: 'like', value: 'Local' }],
    ],
    ['a blank value', { campaign_name: on({ type: 'text', value: '  ' }) }, 'records', []],
    ['a text filter with a list', { campaign_name: on({ type: 'text', value: ['x'] }) }, 'records', []],
    [
      'an option on records → like',
      { status: on({ type: 'options', value: 'answered', filterOptions: ['answered', 'missed'] }) },
      'records',
      [{ field: 'status', operator: 'like', value: 'answered' }],
    ],
    [
      'an option on billed items → eq',
      { type: on({ type: 'options', value: 'charge', filterOptions: ['charge', 'refund'] }) },
      'billedItems',
      [{ field: 'type', operator: 'eq', value: 'charge' }],
    ],
    [
      'one option in a list',
      { type: on({ type: 'options', value: ['refund'] }) },
      'billedItems',
      [{ field: 'type', operator: 'eq', value: 'refund' }],
    ],
    [
      'several options → in',
      { type: on({ type: 'options', value: ['charge', '', 'refund'] }) },
      'records',
      [{ field: 'type', operator: 'in', values: ['charge', 'refund'] }],
    ],
    ['no option chosen', { type: on({ type: 'options', value: null }) }, 'records', []],
    ['an empty option', { type: on({ type: 'options', value: '' }) }, 'records', []],
    [
      'a filter whose status is off',
      { campaign_name: { type: 'text', value: 'Local', status: false } },
      'records',
      [],
    ],
  ] as const)('%s', (_, filters, target, rules) => {
    expect(buildColumnFilterRules(filters, target)).toEqual(rules);
  });

  it('keeps the order of the keys and accepts no filters', () => {
    const rules = buildColumnFilterRules(
      { b: on({ type: 'text', value: '2' }), a: on({ type: 'text', value: '1' }) },
      'records',
    );
    expect(rules.map((rule) => rule.field)).toEqual(['b', 'a']);
    expect(buildColumnFilterRules(undefined, 'records')).toEqual([]);
    expect(buildColumnFilterRules(null, 'billedItems')).toEqual([]);
  });
});

describe('day bounds', () => {
  it.each([
    ['2026/11/01', '2026-11-01'],
    ['2026-02-28', '2026-02-28'],
    ['2024/02/29', '2024-02-29'],
  ])('%s → %s', (day, normal) => {
    expect(normalizeDay(day)).toBe(normal);
    expect(dayStartTime(day)).toBe(`${normal} 00:00:00`);
    expect(dayEndTime(day)).toBe(`${normal} 23:59:59`);
  });

  it.each([
    '2026/11-01',
    '2026/13/01',
    '2026/02/29',
    '2026/11/00',
    '26/11/01',
    '2026/11/01 10:00:00',
    '',
    '0000-01-01',
    '0001-01-01',
    '1899-12-31',
  ])('rejects %j', (day) => {
    expect(() => normalizeDay(day)).toThrow(RangeError);
  });
});

describe('isQueryDatetime', () => {
  it.each(['2026-11-01 00:00:00', '1900-01-01 23:59:59', '9999-12-31 23:59:59'])('accepts %s', (value) => {
    expect(isQueryDatetime(value)).toBe(true);
  });

  it.each([
    '0000-01-01 00:00:00',
    '1899-12-31 23:59:59',
    '2026-02-30 00:00:00',
    '2026-11-01 24:00:00',
    '2026-11-01 10:60:00',
    '2026-11-01T10:00:00',
    '2026/11/01 10:00:00',
  ])('refuses %s', (value) => {
    expect(isQueryDatetime(value)).toBe(false);
  });
});
