import type { Candidate, Offer } from '@vanbid/domain';
import { describe, expect, it, vi } from 'vitest';
import { auctionLead, type MarketState } from '../../src/features/marketplace';
import { leadCampaignRow } from '../support/marketplace';

// Two traps of an engine that decides hundreds of campaigns per lead: an answer kept from one
// lead and served to the next, and one object reused for every campaign's values. A rule that
// reads any field of the offer or the campaign must get this lead's, this campaign's answer.
// The rules are the domain's; here each may read one thing more, as a new rule would.
const seen: Candidate[] = [];
const CLOSED_ZIP = '23299';
vi.mock('@vanbid/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof import('@vanbid/domain')>();
  // A new rule: no lead from CLOSED_ZIP is bought (reads the offer's origin only).
  const offerLossReasonOf: typeof domain.offerLossReasonOf = (campaign, offer) =>
    offer.fromZip === CLOSED_ZIP ? 'hours' : domain.offerLossReasonOf(campaign, offer);
  const marketLossReasonOf: typeof domain.marketLossReasonOf = (campaign) => {
    seen.push(campaign as Candidate); // a rule that keeps what it was handed
    return domain.marketLossReasonOf(campaign);
  };
  return {
    ...domain,
    offerLossReasonOf,
    marketLossReasonOf,
    lossReasonOf: (campaign: Candidate, offer: Offer) =>
      offerLossReasonOf(campaign, offer) ?? marketLossReasonOf(campaign),
  };
});

const row = (id: number, accountId: number) => leadCampaignRow(id, accountId);

const offerFrom = (fromZip: string): Offer => ({
  group: 'leads',
  distance: 'local',
  fromZip,
  easternDay: 'mon',
  easternTime: '10:00',
});

const stateOf = (balances: [number, number][]): MarketState => ({
  spentCents: new Map(),
  spentWeekCents: new Map(),
  spentMonthCents: new Map(),
  balanceCents: new Map(balances),
  lastBuyAt: new Map(),
  phonesBought: new Map(),
});

describe('rules without hidden state', () => {
  it('answers each lead by its own offer, whatever field of it a rule reads (no answer kept from the lead before)', () => {
    const rows = [row(1, 1), row(2, 2)];
    const state = stateOf([
      [1, 50_000],
      [2, 50_000],
    ]);
    const sell = (fromZip: string, phone: string) =>
      auctionLead(rows, { offer: offerFrom(fromZip), phone, outOfMarket: {} }, state, {
        maxBuyers: 3,
        nowMs: 0,
      });
    expect(sell('23220', 'phone-1').sold).toHaveLength(2);
    // Same kind, distance and minute, another origin: the new rule refuses it.
    const closed = sell(CLOSED_ZIP, 'phone-2');
    expect(closed.sold).toEqual([]);
    expect(closed.unsoldReason).toBe('hours');
    expect(sell('23220', 'phone-3').sold).toHaveLength(2);
  });

  it('hands each rule values of its own campaign, that stay so after the auction', () => {
    seen.length = 0;
    const rows = [row(1, 1), row(2, 2), row(3, 3)];
    const balances: [number, number][] = [
      [1, 5_000],
      [2, 500],
      [3, 70_000],
    ];
    const state = stateOf(balances);
    state.spentCents.set(3, 2_500);
    const auction = auctionLead(
      rows,
      { offer: offerFrom('23220'), phone: 'phone-9', outOfMarket: {} },
      state,
      {
        maxBuyers: 3,
        nowMs: 0,
      },
    );
    expect(auction.sold.map((sold) => sold.bid.id).sort()).toEqual([1, 3]);
    expect(seen.map((candidate) => [candidate.balanceCents, candidate.spentTodayCents])).toEqual([
      [5_000, 0],
      [500, 0],
      [70_000, 2_500],
    ]);
  });
});
