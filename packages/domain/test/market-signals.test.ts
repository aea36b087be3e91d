import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  competitivenessOf,
  effectiveBidCents,
  forecastBid,
  forecastLevels,
  MIN_BID_BOUNDS,
  MIN_BID_MAX_STEP,
  marketPressure,
  nextMinBidCents,
  percentToBeat,
  type ReplayedOffer,
  weeklyForecast,
} from '../src/index';

const bounds = MIN_BID_BOUNDS.leads;
const market = fc.record({
  offersPerWeek: fc.double({ min: 0, max: 500, noNaN: true }),
  buyersPerOffer: fc.constantFrom(1, 3),
  demand: fc.double({ min: 0, max: 2000, noNaN: true }),
});
const cents = fc.integer({ min: 100, max: 50_000 });

describe('nextMinBidCents', () => {
  it('raises a minimum where buyers outnumber offers and lowers it where offers go unsold', () => {
    expect(nextMinBidCents(2000, { offersPerWeek: 10, buyersPerOffer: 1, demand: 12 }, bounds)).toBe(2191);
    expect(nextMinBidCents(2000, { offersPerWeek: 10, buyersPerOffer: 3, demand: 15 }, bounds)).toBe(1600);
    expect(nextMinBidCents(2000, { offersPerWeek: 10, buyersPerOffer: 3, demand: 30 }, bounds)).toBe(2000);
  });

  it('holds the minimum in a slot without offers', () => {
    expect(nextMinBidCents(2000, { offersPerWeek: 0, buyersPerOffer: 3, demand: 40 }, bounds)).toBe(2000);
    expect(marketPressure({ offersPerWeek: 0, buyersPerOffer: 3, demand: 40 })).toBeNull();
  });

  it('stops at the floor and the ceiling of the group', () => {
    expect(nextMinBidCents(550, { offersPerWeek: 100, buyersPerOffer: 3, demand: 1 }, bounds)).toBe(500);
    expect(nextMinBidCents(19_000, { offersPerWeek: 1, buyersPerOffer: 1, demand: 50 }, bounds)).toBe(20_000);
  });

  it('never moves more than 20% in one step (property)', () => {
    fc.assert(
      fc.property(cents, market, (current, slot) => {
        const next = nextMinBidCents(current, slot, bounds);
        expect(Math.abs(next - current)).toBeLessThanOrEqual(current * MIN_BID_MAX_STEP + 1);
      }),
    );
  });

  it('stays within the floor and ceiling once inside them (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: bounds.floorCents, max: bounds.ceilingCents }),
        market,
        (current, slot) => {
          const next = nextMinBidCents(current, slot, bounds);
          expect(next).toBeGreaterThanOrEqual(bounds.floorCents);
          expect(next).toBeLessThanOrEqual(bounds.ceilingCents);
        },
      ),
    );
  });

  it('is monotone in demand: more demand never gives a lower minimum (property)', () => {
    fc.assert(
      fc.property(cents, market, fc.double({ min: 0, max: 500, noNaN: true }), (current, slot, more) => {
        const lower = nextMinBidCents(current, slot, bounds);
        const higher = nextMinBidCents(current, { ...slot, demand: slot.demand + more }, bounds);
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
    );
  });
});

describe('competitivenessOf', () => {
  it('bands a campaign by its win rate and the price it had to beat', () => {
    expect(competitivenessOf({ auctions: 10, wins: 8, bidCents: 3000, clearingPriceCents: 2900 })).toEqual({
      winRatePercent: 80,
      band: 'winning',
    });
    expect(competitivenessOf({ auctions: 10, wins: 8, bidCents: 2800, clearingPriceCents: 2900 })?.band).toBe(
      'at_risk',
    );
    expect(competitivenessOf({ auctions: 10, wins: 3, bidCents: 3000, clearingPriceCents: null })?.band).toBe(
      'at_risk',
    );
    expect(competitivenessOf({ auctions: 10, wins: 1, bidCents: 3000, clearingPriceCents: null })?.band).toBe(
      'losing',
    );
    expect(competitivenessOf({ auctions: 0, wins: 0, bidCents: 3000, clearingPriceCents: null })).toBeNull();
  });
});

const replayed = fc.array(
  fc.record({
    slotMinCents: fc.integer({ min: 500, max: 10_000 }),
    rivalPricesCents: fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 6 }),
    buyers: fc.constantFrom(1, 3),
    blocked: fc.boolean(),
  }),
  { maxLength: 40 },
);

describe('forecastBid', () => {
  const offers: ReplayedOffer[] = [
    { slotMinCents: 1000, rivalPricesCents: [1500], buyers: 1, blocked: false },
    { slotMinCents: 1000, rivalPricesCents: [1100], buyers: 1, blocked: false },
    { slotMinCents: 1000, rivalPricesCents: [], buyers: 1, blocked: true },
    { slotMinCents: 2000, rivalPricesCents: [3000, 2500, 2100], buyers: 3, blocked: false },
  ];

  it('counts the offers a bid would have won and what they would have cost', () => {
    expect(forecastBid(offers, 0)).toEqual({ percent: 0, offers: 4, wins: 0, winRate: 0, spendCents: 0 });
    expect(forecastBid(offers, 20)).toMatchObject({ wins: 2, spendCents: 1200 + 2400 });
    expect(forecastBid(offers, 60)).toMatchObject({ wins: 3, spendCents: 1600 + 1600 + 3200 });
  });

  it('never forecasts fewer wins for a higher bid (property)', () => {
    fc.assert(
      fc.property(
        replayed,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (list, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(forecastBid(list, high).wins).toBeGreaterThanOrEqual(forecastBid(list, low).wins);
        },
      ),
    );
  });

  it('stops buying for the day at the daily limit, as the engine does', () => {
    const day = (date: string) => ({ date, weekday: 'mon' as const, time: '10:00' });
    const busy: ReplayedOffer[] = Array.from({ length: 6 }, (_, index) => ({
      slotMinCents: 1000,
      rivalPricesCents: [],
      buyers: 1,
      blocked: false,
      at: day(index < 4 ? '2026-11-23' : '2026-11-30'),
    }));
    const limits = { dailyLimitCents: 2500, hours: null };
    expect(forecastBid(busy, 0, limits)).toMatchObject({ wins: 4, spendCents: 4000 });
  });

  it('stops buying for the week and the month at their caps, as the engine does', () => {
    const day = (date: string) => ({ date, weekday: 'mon' as const, time: '10:00' });
    const offer = { slotMinCents: 1000, rivalPricesCents: [], buyers: 1, blocked: false };
    const list: ReplayedOffer[] = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01'].map(
      (date) => ({ ...offer, at: day(date) }),
    );
    const week = { dailyLimitCents: null, hours: null, weeklyCapCents: 2500, monthlyCapCents: null };
    expect(forecastBid(list, 0, week)).toMatchObject({ wins: 4, spendCents: 4000 });
    const month = { dailyLimitCents: null, hours: null, weeklyCapCents: null, monthlyCapCents: 3000 };
    expect(forecastBid(list, 0, month)).toMatchObject({ wins: 4, spendCents: 4000 });
  });

  it('never promises more a week than the weekly cap or a week’s share of the monthly cap', () => {
    const result = { wins: 400, spendCents: 924_190 };
    expect(weeklyForecast(result, 1, 100_000, { weeklyCapCents: 100_000, monthlyCapCents: null })).toEqual({
      wins: 400 * (100_000 / 924_190),
      spendCents: 100_000,
    });
    expect(
      weeklyForecast(result, 1, null, { weeklyCapCents: null, monthlyCapCents: 520_000 }).spendCents,
    ).toBe(120_000);
  });

  it('counts no offer outside the campaign’s buying hours', () => {
    const at = (time: string) => ({ date: '2026-11-23', weekday: 'mon' as const, time });
    const offer = { slotMinCents: 1000, rivalPricesCents: [], buyers: 1, blocked: false };
    const list: ReplayedOffer[] = [
      { ...offer, at: at('07:30') },
      { ...offer, at: at('09:15') },
    ];
    const limits = { dailyLimitCents: null, hours: { mon: [{ from: '08:00', to: '18:00' }] } };
    expect(forecastBid(list, 0, limits)).toMatchObject({ wins: 1, spendCents: 1000 });
  });

  it('never promises more than 7 daily limits of spend a week (property)', () => {
    const dated = fc.array(
      fc.record({
        slotMinCents: fc.integer({ min: 500, max: 10_000 }),
        rivalPricesCents: fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 6 }),
        buyers: fc.constantFrom(1, 3),
        blocked: fc.boolean(),
        at: fc.record({
          date: fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-22'),
          weekday: fc.constantFrom('mon' as const, 'fri' as const),
          time: fc.constantFrom('09:00', '20:00'),
        }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(
        dated,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 500, max: 100_000 }),
        fc.double({ min: 1 / 7, max: 4, noNaN: true }),
        (list, percent, limit, weeks) => {
          const result = forecastBid(list, percent, { dailyLimitCents: limit, hours: null });
          const week = weeklyForecast(result, weeks, limit);
          expect(week.spendCents).toBeLessThanOrEqual(7 * limit);
          expect(week.wins).toBeLessThanOrEqual(result.wins / weeks + 1e-9);
        },
      ),
    );
  });

  it('offers levels around the candidate within 0–500%', () => {
    expect(forecastLevels(0)).toEqual([0, 10, 25, 50]);
    expect(forecastLevels(480)).toEqual([460, 470, 480, 490]);
  });
});

describe('percentToBeat', () => {
  it('finds the lowest bid percent whose price beats a clearing price', () => {
    expect(percentToBeat(2000, 2500)).toBe(26);
    expect(percentToBeat(2000, 1500)).toBe(0);
    expect(percentToBeat(2000, 12_000)).toBeNull();
  });

  it('always beats the price and one percent less does not (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 20_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (min, price) => {
          const percent = percentToBeat(min, price);
          if (percent === null) return;
          expect(effectiveBidCents(min, percent)).toBeGreaterThan(price);
          if (percent > 0) expect(effectiveBidCents(min, percent - 1)).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});
