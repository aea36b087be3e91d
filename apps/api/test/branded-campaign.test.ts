import { brandedPoints, campaignPayoutsEndpoint, getRecords, listCampaigns } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import { insertCall } from './support/records-world';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

const HOUR = 60 * 60_000;

/** A branded campaign that took two calls in the last minutes (one missed) and one two days ago. */
async function brandedWithCalls() {
  const owner = await signedInOwner(context);
  const accountId = owner.account.id;
  const campaign = await createCampaign(context.db, { accountId, group: 'branded', nickname: 'Our name' });
  const branded = {
    accountId,
    campaignId: campaign.id,
    campaignName: 'Our name',
    isBranded: true,
    payoutCents: 0,
    charged: false,
    notChargedReason: 'branded',
  };
  const latest = new Date(Date.now() - 60_000);
  latest.setMilliseconds(0);
  await insertCall(context.db, { ...branded, timeCreated: latest });
  await insertCall(context.db, { ...branded, timeCreated: new Date(Date.now() - 120_000), status: 'missed' });
  await insertCall(context.db, { ...branded, timeCreated: new Date(Date.now() - 50 * HOUR) });
  return { owner, campaign, latest };
}

/** `YYYY-MM-DD HH:mm:ss` of `at` in Eastern time. */
function easternText(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(at);
}

describe('a branded campaign on the campaigns page', () => {
  it('counts the branded calls it took today and its last call, like its log', async () => {
    const { owner, campaign, latest } = await brandedWithCalls();
    const { data } = await call(listCampaigns, { as: owner });
    const card = data.campaigns.find((item) => item.campaignId === campaign.id);
    const log = await call(getRecords, {
      as: owner,
      query: { type: 'branded', filter: `phone_company_id:eq:${campaign.id}` },
    });

    expect(card).toMatchObject({ purchasesToday: 2, spentToday: 0, lastBuyDate: easternText(latest) });
    expect(log.data.records[0]?.time_created).toBe(card?.lastBuyDate);
  });

  it('gives its calls of today in GET /campaigns/payouts, at $0', async () => {
    const { owner, campaign } = await brandedWithCalls();
    const { data } = await call(campaignPayoutsEndpoint, { as: owner });
    expect(data.payouts).toEqual([
      { campaignId: campaign.id, payout: 0, count: 2, dayInZone: { purchases: 2, spent: 0 } },
    ]);
  });

  it('tells how many of the month’s free branded calls are used', async () => {
    const { owner } = await brandedWithCalls();
    const { data } = await call(brandedPoints, { as: owner });
    const thisMonth = new Date().getUTCDate() > 3 ? 3 : undefined;
    if (thisMonth) expect(data).toEqual({ points: 3, freeCallsRemaining: 7, freeCallsPerMonth: 10 });
    else expect(data.freeCallsPerMonth).toBe(10);
  });
});
