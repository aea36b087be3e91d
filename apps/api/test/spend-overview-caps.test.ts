import { getDashboard, getSpendOverview } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from './support/market-test-app';
import { buyer, leadBody } from './support/marketplace';
import { signedInOwner } from './support/signed-in';

const context = useMarketTestApp();
const { call } = context;

describe('GET /statistics/spend-overview: the caps', () => {
  it('answers each cap with what the engine counted against it, whatever the zone asked for', async () => {
    const owner = await signedInOwner(context);
    const { campaign } = await buyer(context.db, {
      account: owner.account,
      weeklyCapCents: 2_500,
      monthlyCapCents: 100_000,
    });
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    const refused = await context.publisher.post('/api/marketplace/leads', leadBody());
    expect(refused.json().Error.fields.reason).toBe('weekly_cap');

    const caps = [
      { campaignId: campaign.id, nickname: campaign.nickname, period: 'week', cap: 25, spent: 20 },
      { campaignId: campaign.id, nickname: campaign.nickname, period: 'month', cap: 1000, spent: 20 },
    ];
    for (const timezone of ['America/New_York', 'America/Los_Angeles']) {
      const overview = await call(getSpendOverview, { as: owner, query: { timezone } });
      expect(overview.data.caps).toEqual(caps);
      // The campaign's dashboard shows the same caps (its pace), whatever its period.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
      const dashboard = await call(getDashboard, {
        as: owner,
        query: { type: 'leads', campaignId: campaign.id, from: today, to: today, interval: 'day', timezone },
      });
      expect(dashboard.data.campaign.caps).toEqual(caps);
    }
  });

  it('answers no caps for campaigns without one', async () => {
    const owner = await signedInOwner(context);
    await buyer(context.db, { account: owner.account });
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    const overview = await call(getSpendOverview, { as: owner, query: { timezone: 'America/New_York' } });
    expect(overview.data.caps).toEqual([]);
  });
});
