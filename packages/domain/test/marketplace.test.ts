import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Bidder,
  type Candidate,
  callCharge,
  chargedLabel,
  effectiveBidCents,
  isWithinBuyingHours,
  LOSS_REASON_LABELS,
  LOSS_REASONS,
  lossReasonOf,
  type Offer,
  rankBidders,
  sellLead,
} from '../src/index';

const offer: Offer = {
  group: 'leads',
  distance: 'local',
  fromZip: '10001',
  easternDay: 'mon',
  easternTime: '10:30',
};
const candidate: Candidate = {
  isActive: true,
  group: 'leads',
  distance: 'local',
  zipCodes: null,
  hours: { mon: [{ from: '08:00', to: '18:00' }] },
  dailyLimitCents: 20_000,
  spentTodayCents: 0,
  concurrentCalls: null,
  activeCalls: 0,
  balanceCents: 50_000,
  isDuplicate: false,
  priceCents: 2_500,
  weeklyCapCents: null,
  monthlyCapCents: null,
  spentWeekCents: 0,
  spentMonthCents: 0,
};

describe('lossReasonOf', () => {
  const calls: Partial<Offer> = { group: 'calls' };
  it.each<[Partial<Candidate>, Partial<Offer>, string]>([
    [{ isActive: false }, {}, 'inactive'],
    [{ group: 'calls' }, {}, 'lead_type'],
    [{ distance: 'long' }, {}, 'distance'],
    [{ zipCodes: new Set(['90210']) }, {}, 'geography'],
    [{ hours: { mon: [{ from: '11:00', to: '18:00' }] } }, {}, 'hours'],
    [{ hours: {} }, {}, 'hours'],
    [{ spentTodayCents: 18_000 }, {}, 'daily_limit'],
    [{ weeklyCapCents: 50_000, spentWeekCents: 48_000 }, {}, 'weekly_cap'],
    [{ monthlyCapCents: 90_000, spentMonthCents: 87_600 }, {}, 'monthly_cap'],
    [{ weeklyCapCents: 1_000, monthlyCapCents: 1_000 }, {}, 'weekly_cap'],
    [{ group: 'calls', dailyLimitCents: null, concurrentCalls: 2, activeCalls: 2 }, calls, 'concurrency'],
    [{ balanceCents: 2_499 }, {}, 'funds'],
    [{ isDuplicate: true }, {}, 'duplicate'],
  ])('%o on %o loses as %s', (change, offerChange, reason) => {
    expect(lossReasonOf({ ...candidate, ...change }, { ...offer, ...offerChange })).toBe(reason);
  });

  it('lets an eligible campaign bid, at exactly its limit and its balance too', () => {
    expect(lossReasonOf(candidate, offer)).toBeNull();
    expect(lossReasonOf({ ...candidate, spentTodayCents: 17_500, balanceCents: 2_500 }, offer)).toBeNull();
  });

  it('reports the first failing check in the order of LOSS_REASONS', () => {
    expect(lossReasonOf({ ...candidate, isActive: false, balanceCents: 0, isDuplicate: true }, offer)).toBe(
      'inactive',
    );
    expect(lossReasonOf({ ...candidate, balanceCents: 0, isDuplicate: true }, offer)).toBe('funds');
  });

  it('never lets a campaign bid over its limit, its cap or its funds (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          dailyLimitCents: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
          spentTodayCents: fc.integer({ min: 0, max: 200_000 }),
          concurrentCalls: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
          activeCalls: fc.integer({ min: 0, max: 60 }),
          balanceCents: fc.integer({ min: 0, max: 100_000 }),
          priceCents: fc.integer({ min: 1, max: 50_000 }),
          weeklyCapCents: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
          spentWeekCents: fc.integer({ min: 0, max: 500_000 }),
          monthlyCapCents: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
          spentMonthCents: fc.integer({ min: 0, max: 2_000_000 }),
        }),
        (change) => {
          const bidder = { ...candidate, ...change };
          if (lossReasonOf(bidder, offer) !== null) return;
          if (bidder.dailyLimitCents !== null)
            expect(bidder.spentTodayCents + bidder.priceCents).toBeLessThanOrEqual(bidder.dailyLimitCents);
          if (bidder.weeklyCapCents !== null)
            expect(bidder.spentWeekCents + bidder.priceCents).toBeLessThanOrEqual(bidder.weeklyCapCents);
          if (bidder.monthlyCapCents !== null)
            expect(bidder.spentMonthCents + bidder.priceCents).toBeLessThanOrEqual(bidder.monthlyCapCents);
          if (bidder.concurrentCalls !== null)
            expect(bidder.activeCalls).toBeLessThan(bidder.concurrentCalls);
          expect(bidder.balanceCents - bidder.priceCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('has a plain-words label for every reason', () => {
    for (const reason of LOSS_REASONS) expect(LOSS_REASON_LABELS[reason]).toMatch(/^[A-Z]/);
  });
});

describe('isWithinBuyingHours', () => {
  const hours = {
    tue: [
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:30' },
    ],
  };
  it.each([
    ['tue', '08:00', true],
    ['tue', '11:59', true],
    ['tue', '12:00', false],
    ['tue', '17:29', true],
    ['tue', '17:30', false],
    ['wed', '10:00', false],
  ] as const)('%s %s → %s', (day, time, expected) => {
    expect(isWithinBuyingHours(hours, day, time)).toBe(expected);
  });
});

const bidderArbitrary = fc.record({
  campaignId: fc.integer({ min: 1, max: 1_000_000 }),
  priceCents: fc.integer({ min: 100, max: 20_000 }),
  lastServedAt: fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }), { nil: null }),
});
const distinctBidders = fc.uniqueArray(bidderArbitrary, {
  selector: (bidder) => bidder.campaignId,
  maxLength: 30,
});

describe('sellLead', () => {
  it('sells to at most maxBuyers, never to a lower price than one it turned away (property)', () => {
    fc.assert(
      fc.property(distinctBidders, fc.integer({ min: 1, max: 5 }), (bidders, maxBuyers) => {
        const { winners, outbid, clearingPriceCents } = sellLead(bidders, maxBuyers);
        expect(winners.length).toBe(Math.min(maxBuyers, bidders.length));
        expect(winners.length + outbid.length).toBe(bidders.length);
        const lowestWin = Math.min(...winners.map((bidder) => bidder.priceCents));
        for (const loser of outbid) expect(loser.priceCents).toBeLessThanOrEqual(lowestWin);
        if (outbid.length > 0) expect(clearingPriceCents).toBe(lowestWin);
      }),
    );
  });

  it('breaks a tie in favour of the least recently served, never served first', () => {
    const tied: Bidder[] = [
      { campaignId: 1, priceCents: 3000, lastServedAt: 500 },
      { campaignId: 2, priceCents: 3000, lastServedAt: null },
      { campaignId: 3, priceCents: 3000, lastServedAt: 100 },
      { campaignId: 4, priceCents: 3100, lastServedAt: 900 },
    ];
    expect(rankBidders(tied).map((bidder) => bidder.campaignId)).toEqual([4, 2, 3, 1]);
    expect(sellLead(tied, 2).winners.map((bidder) => bidder.campaignId)).toEqual([4, 2]);
  });

  it('refuses a number of buyers below one', () => {
    expect(() => sellLead([], 0)).toThrow(RangeError);
  });
});

describe('a day of sales against one leads campaign (property)', () => {
  it('debits exactly its records, never over its limit, never below zero, never below the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7_500, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({
            minCents: fc.integer({ min: 100, max: 9_000 }),
            percent: fc.integer({ min: 0, max: 500 }),
          }),
          {
            maxLength: 60,
          },
        ),
        (dailyLimitCents, startBalance, leads) => {
          let spent = 0;
          let balance = startBalance;
          const records: number[] = [];
          for (const lead of leads) {
            const priceCents = effectiveBidCents(lead.minCents, lead.percent);
            expect(priceCents).toBeGreaterThanOrEqual(lead.minCents);
            const reason = lossReasonOf(
              { ...candidate, dailyLimitCents, spentTodayCents: spent, balanceCents: balance, priceCents },
              offer,
            );
            if (reason !== null) continue;
            spent += priceCents;
            balance -= priceCents;
            records.push(priceCents);
          }
          expect(spent).toBeLessThanOrEqual(dailyLimitCents);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(startBalance - balance).toBe(records.reduce((sum, price) => sum + price, 0));
        },
      ),
    );
  });
});

describe('callCharge', () => {
  it.each([
    [{ status: 'answered', durationSeconds: 60, isBranded: false }, { isCharged: true }],
    [
      { status: 'answered', durationSeconds: 59, isBranded: false },
      { isCharged: false, rule: 'too_short' },
    ],
    [
      { status: 'answered', durationSeconds: 600, isBranded: true },
      { isCharged: false, rule: 'branded' },
    ],
    [
      { status: 'missed', durationSeconds: 0, isBranded: false },
      { isCharged: false, rule: 'not_answered' },
    ],
    [
      { status: 'busy', durationSeconds: 0, isBranded: false },
      { isCharged: false, rule: 'not_answered' },
    ],
    [
      { status: 'voicemail', durationSeconds: 95, isBranded: false },
      { isCharged: false, rule: 'voicemail' },
    ],
  ] as const)('%o → %o', (outcome, expected) => {
    expect(callCharge(outcome)).toEqual(expected);
  });

  it('takes the billable length from the deployment', () => {
    expect(callCharge({ status: 'answered', durationSeconds: 45, isBranded: false }, 30)).toEqual({
      isCharged: true,
    });
  });
});

describe('chargedLabel', () => {
  it.each([
    [{ charged: true, not_charged_reason: null }, 'Charged'],
    [{ charged: false, not_charged_reason: 'voicemail' }, 'Not charged: Went to voicemail'],
    [{ charged: false, not_charged_reason: 'too_short' }, 'Not charged: Shorter than the billable length'],
    [{ charged: false, not_charged_reason: 'funds' }, 'Not charged: Not enough funds when it ended'],
    [{ charged: false, not_charged_reason: null }, 'Not charged'],
    [{ charged: false, not_charged_reason: 'toString' }, 'Not charged'],
    [{ charged: false }, 'Not charged'],
  ])('%o → %s', (record, expected) => {
    expect(chargedLabel(record)).toBe(expected);
  });
});
