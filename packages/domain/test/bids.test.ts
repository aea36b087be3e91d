import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BID_PERCENT,
  effectiveBid,
  effectiveBidCents,
  fromCents,
  isValidBidPercent,
  LEADS_SLIDER,
  LEADS_SLIDER_SETTING,
  LEADS_SLIDER_SETTING_KEYS,
  nextSliderValue,
} from '../src/index';

describe('nextSliderValue', () => {
  it.each([
    [100, 'up', 105],
    [100, 'down', 95],
    [75, 'up', 79], // 5% of 75 = 3.75 → 4
    [75, 'down', 75],
    [76, 'down', 75],
    [110, 'up', 116], // 5.5 → 6
    [1990, 'up', 2000],
    [2000, 'up', 2000],
    [2000, 'down', 1900],
    [10, 'up', 79], // below the range: starts from 75
    [5000, 'down', 1900], // above the range: starts from 2000
    [100.4, 'up', 105],
  ] as const)('%d %s → %d', (current, direction, next) => {
    expect(nextSliderValue(current, direction)).toBe(next);
  });

  it('takes at least one dollar per step and other settings', () => {
    expect(nextSliderValue(10, 'up', { min: 1, max: 50, stepPercent: 1 })).toBe(11);
  });

  it('rejects a value that is not a number', () => {
    expect(() => nextSliderValue(Number.NaN, 'up')).toThrow(RangeError);
  });

  it('stays a whole number within 75–2000 and moves the right way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 75, max: 2000 }),
        fc.constantFrom('up' as const, 'down' as const),
        (v, d) => {
          const next = nextSliderValue(v, d);
          expect(Number.isInteger(next)).toBe(true);
          expect(next).toBeGreaterThanOrEqual(LEADS_SLIDER.min);
          expect(next).toBeLessThanOrEqual(LEADS_SLIDER.max);
          if (d === 'up') expect(next).toBeGreaterThanOrEqual(v);
          else expect(next).toBeLessThanOrEqual(v);
        },
      ),
    );
  });

  it('names the settings of the leads slider (docs/product.md §4, "Daily limit")', () => {
    expect(LEADS_SLIDER).toEqual({ min: 75, max: 2000, stepPercent: 5 });
    expect(LEADS_SLIDER_SETTING).toBe('leads_slider');
    expect(LEADS_SLIDER_SETTING_KEYS).toEqual({
      min: 'transaction_limit_min',
      max: 'transaction_limit_max',
      stepPercent: 'slider_step_percent',
    });
  });
});

describe('effectiveBid', () => {
  it.each([
    [10, 0, 10],
    [10, 15, 11.5],
    [0.29, 50, 0.44], // 43.5 cents → 44
    ['1.10', 10, 1.21],
    [1.15, 500, 6.9],
    [0.01, 49, 0.01],
    [0.01, 50, 0.02],
  ] as const)('min %j at %i%% → %d', (min, percent, bid) => {
    expect(effectiveBid(min, percent)).toBe(bid);
  });

  it.each([-1, 501, 1.5, Number.NaN])('rejects the percent %d', (percent) => {
    expect(() => effectiveBid(10, percent)).toThrow(RangeError);
  });

  it('rejects fractions of a cent, works for negative minimums and refuses overflow', () => {
    expect(() => effectiveBidCents(1.5, 10)).toThrow(RangeError);
    expect(effectiveBidCents(-150, 1)).toBe(-152);
    expect(() => effectiveBidCents(Number.MAX_SAFE_INTEGER, 10)).toThrow(RangeError);
  });

  it('equals min × (1 + percent/100) rounded to the cent, never below the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        (minCents, percent) => {
          const cents = effectiveBidCents(minCents, percent);
          expect(cents).toBeGreaterThanOrEqual(minCents);
          expect(Math.abs(cents * 100 - minCents * (100 + percent))).toBeLessThanOrEqual(50);
          expect(effectiveBid(fromCents(minCents), percent)).toBe(fromCents(cents));
        },
      ),
    );
  });

  it('checks percents against 0–500 whole numbers', () => {
    expect(BID_PERCENT).toEqual({ min: 0, max: 500 });
    expect(isValidBidPercent(0)).toBe(true);
    expect(isValidBidPercent(500)).toBe(true);
    expect(isValidBidPercent('5')).toBe(false);
  });
});
