import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BID_COLOR_GREEN, BID_COLOR_RED, BID_COLOR_YELLOW, bidCellColor, rgbToCss } from '../src/index';

describe('bidCellColor', () => {
  it.each([
    ['the minimum is green', 10, 10, 20, BID_COLOR_GREEN],
    ['the midpoint is yellow', 15, 10, 20, BID_COLOR_YELLOW],
    ['the maximum is red', 20, 10, 20, BID_COLOR_RED],
    ['a quarter is half-way green to yellow', 12.5, 10, 20, { r: 128, g: 200, b: 0 }],
    ['three quarters is half-way yellow to red', 17.5, 10, 20, { r: 255, g: 100, b: 0 }],
    ['below the range clamps to green', -5, 10, 20, BID_COLOR_GREEN],
    ['above the range clamps to red', 99, 10, 20, BID_COLOR_RED],
    ['min === max is green', 10, 10, 10, BID_COLOR_GREEN],
    ['min === max is green even above it', 50, 10, 10, BID_COLOR_GREEN],
    ['swapped bounds read the same', 20, 20, 10, BID_COLOR_RED],
    ['NaN is green', Number.NaN, 10, 20, BID_COLOR_GREEN],
    ['an unbounded range is green', 5, Number.NEGATIVE_INFINITY, 20, BID_COLOR_GREEN],
    ['Infinity clamps to red', Number.POSITIVE_INFINITY, 10, 20, BID_COLOR_RED],
  ])('%s', (_, value, min, max, color) => {
    expect(bidCellColor(value, min, max)).toEqual(color);
  });

  const range = fc
    .tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 1e-3, max: 1e6, noNaN: true }))
    .map(([min, width]) => ({ min, max: min + width }));

  it('red never falls, green never rises and blue stays 0 as the value goes up', () => {
    const value = fc.double({ min: -2e6, max: 3e6, noNaN: true });
    fc.assert(
      fc.property(range, value, value, ({ min, max }, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [c1, c2] = [bidCellColor(low, min, max), bidCellColor(high, min, max)];
        expect(c1.r).toBeLessThanOrEqual(c2.r);
        expect(c1.g).toBeGreaterThanOrEqual(c2.g);
        expect([c1.b, c2.b]).toEqual([0, 0]);
      }),
    );
  });

  it('clamps outside the range and stays within 0–255 integers', () => {
    fc.assert(
      fc.property(range, fc.double({ min: 0, max: 1e6, noNaN: true }), ({ min, max }, beyond) => {
        expect(bidCellColor(min - beyond, min, max)).toEqual(BID_COLOR_GREEN);
        expect(bidCellColor(max + beyond, min, max)).toEqual(BID_COLOR_RED);
        const mid = bidCellColor(min + (max - min) * 0.3, min, max);
        for (const channel of [mid.r, mid.g, mid.b]) {
          expect(Number.isInteger(channel) && channel >= 0 && channel <= 255).toBe(true);
        }
      }),
    );
  });
});

describe('rgbToCss', () => {
  it('writes an rgb() colour', () => {
    expect(rgbToCss({ r: 255, g: 200, b: 0 })).toBe('rgb(255, 200, 0)');
  });
});
