import { type BudgetCaps, effectiveBidCents, type Offer } from '@vanbid/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionLead, type MarketState } from '../../src/features/marketplace';
import { leadCampaignRow } from '../support/marketplace';

const OFFER: Offer = {
  group: 'leads',
  distance: 'local',
  fromZip: '23220',
  easternDay: 'mon',
  easternTime: '10:00',
};

const campaignRow = (
  id: number,
  campaign: { accountId: number; limitCents: number; bidPercent: number } & BudgetCaps,
  minCents: number,
) => leadCampaignRow(id, campaign.accountId, { ...campaign, concurrentCalls: 0, minCents });

const cap = fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null });

const market = fc.record({
  campaigns: fc.array(
    fc.record({
      accountId: fc.integer({ min: 1, max: 6 }),
      limitCents: fc.integer({ min: 0, max: 20_000 }),
      bidPercent: fc.integer({ min: 0, max: 100 }),
      spentCents: fc.integer({ min: 0, max: 5_000 }),
      weeklyCapCents: cap,
      monthlyCapCents: cap,
      /** Spent this week and month before today (the week's and month's totals include today's). */
      spentEarlierWeekCents: fc.integer({ min: 0, max: 20_000 }),
      spentEarlierMonthCents: fc.integer({ min: 0, max: 20_000 }),
    }),
    { minLength: 1, maxLength: 12 },
  ),
  minCents: fc.integer({ min: 500, max: 3_000 }),
  balances: fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 6, maxLength: 6 }),
  phones: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 60 }),
  maxBuyers: fc.integer({ min: 1, max: 4 }),
});

describe('a batch of leads auctioned one after another against the locked state', () => {
  it('never passes a daily limit, a weekly or monthly cap or a balance, never sells a phone twice to an account, and the debits equal the sales', () => {
    fc.assert(
      fc.property(market, ({ campaigns, minCents, balances, phones, maxBuyers }) => {
        const rows = campaigns.map((campaign, index) => campaignRow(index + 1, campaign, minCents));
        const weekBefore = (campaign: (typeof campaigns)[number]) =>
          campaign.spentCents + campaign.spentEarlierWeekCents;
        const monthBefore = (campaign: (typeof campaigns)[number]) =>
          campaign.spentCents + campaign.spentEarlierMonthCents;
        const state: MarketState = {
          spentCents: new Map(campaigns.map((campaign, index) => [index + 1, campaign.spentCents])),
          spentWeekCents: new Map(campaigns.map((campaign, index) => [index + 1, weekBefore(campaign)])),
          spentMonthCents: new Map(campaigns.map((campaign, index) => [index + 1, monthBefore(campaign)])),
          balanceCents: new Map(balances.map((balance, index) => [index + 1, balance])),
          lastBuyAt: new Map(),
          phonesBought: new Map([['phone-0', new Set([1])]]),
        };
        const startBalances = new Map(state.balanceCents);
        const charged = new Map<number, number>();
        const spent = new Map<number, number>();
        const sold = new Set<string>(['1 phone-0']);
        phones.forEach((phone, index) => {
          const auction = auctionLead(
            rows,
            { offer: OFFER, phone: `phone-${phone}`, outOfMarket: {} },
            state,
            { maxBuyers, nowMs: index },
          );
          expect(auction.sold.length).toBeLessThanOrEqual(maxBuyers);
          expect(new Set(auction.sold.map((item) => item.bid.accountId)).size).toBe(auction.sold.length);
          for (const item of auction.sold) {
            const price = item.bid.priceCents;
            expect(price).toBe(effectiveBidCents(minCents, item.bid.bidPercent));
            expect(price).toBeGreaterThanOrEqual(minCents);
            const key = `${item.bid.accountId} phone-${phone}`;
            expect(sold.has(key)).toBe(false);
            sold.add(key);
            charged.set(item.bid.accountId, (charged.get(item.bid.accountId) ?? 0) + price);
            spent.set(item.bid.id, (spent.get(item.bid.id) ?? 0) + price);
            expect(item.balanceAfterCents).toBeGreaterThanOrEqual(0);
          }
          // The outbid never bid more than the lowest winner.
          const lowestWin = Math.min(...auction.sold.map((item) => item.bid.priceCents));
          for (const loss of auction.lost.filter((decision) => decision.lossReason === 'outbid'))
            expect(loss.priceCents).toBeLessThanOrEqual(lowestWin);
          expect(auction.unsoldReason === null).toBe(auction.sold.length > 0);
        });
        campaigns.forEach((campaign, index) => {
          const total = campaign.spentCents + (spent.get(index + 1) ?? 0);
          expect(state.spentCents.get(index + 1)).toBe(total);
          if (spent.has(index + 1)) expect(total).toBeLessThanOrEqual(campaign.limitCents);
          const sold = spent.get(index + 1) ?? 0;
          expect(state.spentWeekCents.get(index + 1)).toBe(weekBefore(campaign) + sold);
          expect(state.spentMonthCents.get(index + 1)).toBe(monthBefore(campaign) + sold);
          if (sold > 0 && campaign.weeklyCapCents !== null)
            expect(weekBefore(campaign) + sold).toBeLessThanOrEqual(campaign.weeklyCapCents);
          if (sold > 0 && campaign.monthlyCapCents !== null)
            expect(monthBefore(campaign) + sold).toBeLessThanOrEqual(campaign.monthlyCapCents);
        });
        for (const [accountId, start] of startBalances) {
          const left = start - (charged.get(accountId) ?? 0);
          expect(state.balanceCents.get(accountId)).toBe(left);
          expect(left).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
