import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUsd,
  fromCents,
  hasAtMostTwoDecimals,
  MAX_CENTS,
  sumCents,
  sumDollars,
  toCents,
} from '../src/index';

describe('toCents', () => {
  it.each([
    ['19.99', 1999],
    [19.99, 1999],
    [0.29, 29],
    [1.005, 101],
    ['1.005', 101],
    ['1.0049999', 100],
    [-1.005, -101],
    ['-0.004', 0],
    [-0, 0],
    ['0', 0],
    ['0.00', 0],
    ['.5', 50],
    ['5.', 500],
    ['+2', 200],
    [' 3.10 ', 310],
    ['1e3', 100_000],
    ['5e-3', 1],
    [1e-7, 0],
    ['0e999999999', 0],
    ['1e-999999999', 0],
    [1234567.891, 123_456_789],
    ['9999999999999.99', MAX_CENTS],
  ] as const)('%j → %i', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '',
    ' ',
    'abc',
    '1,000',
    '$5',
    '1.2.3',
    '.',
    '-',
    '1e',
    '10000000000000',
    '1e400',
    '9999999999999.995',
    1e300,
  ])('rejects %j', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it.each([
    [1999, 19.99],
    [-5, -0.05],
    [0, 0],
    [100, 1],
  ])('%i → %d', (cents, dollars) => {
    expect(fromCents(cents)).toBe(dollars);
  });

  it.each([1.5, Number.NaN, MAX_CENTS + 1])('rejects %d', (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [1, true],
    [1.5, true],
    [19.99, true],
    ['1.50', true],
    ['1.500', true],
    [1.234, false],
    ['0.001', false],
    [0.1 + 0.2, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['abc', false],
    ['', false],
  ])('%j → %s', (value, result) => {
    expect(hasAtMostTwoDecimals(value)).toBe(result);
  });
});

describe('sums', () => {
  it('adds cents exactly and dollars through cents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1, 2, -3])).toBe(0);
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars(['19.99', 0.01, '-5'])).toBe(15);
  });

  it('rejects fractions of a cent and totals beyond MAX_CENTS', () => {
    expect(() => sumCents([1.5])).toThrow(RangeError);
    expect(() => sumCents([MAX_CENTS, 1])).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it.each([
    [123456, '$1,234.56'],
    [0, '$0.00'],
    [5, '$0.05'],
    [-100, '-$1.00'],
    [100000000, '$1,000,000.00'],
  ])('%i → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('rejects fractions of a cent', () => {
    expect(() => formatUsd(0.5)).toThrow(RangeError);
  });
});

describe('money properties', () => {
  const cents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });

  it('toCents(fromCents(c)) === c, from numbers and from 2-decimal text', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(fromCents(c))).toBe(c);
        expect(toCents(fromCents(c).toFixed(2))).toBe(c);
        expect(hasAtMostTwoDecimals(fromCents(c))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('sums never drift: adding dollars equals adding cents', () => {
    const small = fc.integer({ min: -100_000_000, max: 100_000_000 });
    fc.assert(
      fc.property(fc.array(small, { maxLength: 50 }), (list) => {
        const exact = list.reduce((sum, c) => sum + c, 0);
        expect(sumDollars(list.map(fromCents))).toBe(fromCents(exact));
        expect(sumCents(list.map((c) => toCents(fromCents(c))))).toBe(exact);
      }),
    );
  });

  it('rounds half away from zero at the third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 9 }), (c, digit) => {
        const text = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}${digit}`;
        const expected = c + (digit >= 5 ? 1 : 0);
        expect(toCents(text)).toBe(expected);
        expect(toCents(`-${text}`)).toBe(expected === 0 ? 0 : -expected);
      }),
    );
  });
});
