import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BILLED_ITEMS_SORT,
  DEFAULT_RECORDS_SORT,
  FilterParseError,
  formatSort,
  parseSort,
} from '../src/index';

describe('parseSort', () => {
  it.each([
    ['time_created:desc', { field: 'time_created', direction: 'desc' }],
    ['payout:asc', { field: 'payout', direction: 'asc' }],
    [DEFAULT_RECORDS_SORT, { field: 'time_created', direction: 'desc' }],
    [DEFAULT_BILLED_ITEMS_SORT, { field: 'timestamp', direction: 'desc' }],
  ])('%s', (text, sort) => {
    expect(parseSort(text)).toEqual(sort);
    expect(formatSort(parseSort(text))).toBe(text);
  });

  it.each([
    '',
    'time_created',
    'time_created:',
    'time_created:DESC',
    'time_created:up',
    'a:asc:b',
    ':asc',
    '1x:asc',
  ])('rejects %j', (text) => {
    expect(() => parseSort(text)).toThrow(FilterParseError);
    expect(() => parseSort(text)).toThrow(expect.objectContaining({ reason: 'invalid_sort', part: text }));
  });
});
