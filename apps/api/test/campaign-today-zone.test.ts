import { campaignPayoutsEndpoint, getSpendOverview, listCampaigns } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import { assertLedgerBalanced } from './payments-support';
import { insertLead } from './support/campaigns';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
afterEach(() => assertLedgerBalanced(context.db));

const EASTERN = 'America/New_York';
const PACIFIC = 'America/Los_Angeles';

/** The start of today in `zone`. */
async function midnightToday(zone: string): Promise<Date> {
  const result = await context.db.execute<{ at: Date | string }>(
    sql`select date_trunc('day', now() at time zone ${zone}) at time zone ${zone} as at`,
  );
  return new Date(result.rows[0]!.at);
}

/** `YYYY-MM-DD` of `at` in `zone`. */
const dayIn = (at: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

describe('The campaign cards’ today follows the chosen time zone, like the Spend card', () => {
  it('counts a lead bought just after Eastern midnight as yesterday in Pacific time, on cards and Spend card alike', async () => {
    const owner = await signedInOwner(context);
    const accountId = owner.account.id;
    const movers = await createCampaign(context.db, { accountId, group: 'leads', nickname: 'Movers' });
    // 12:01 AM Eastern is 9:01 PM Pacific, the day before; the other is now, today everywhere.
    const afterEasternMidnight = new Date((await midnightToday(EASTERN)).getTime() + 60_000);
    const now = new Date();
    const bought = [
      { at: afterEasternMidnight, cents: 1_000 },
      { at: now, cents: 250 },
    ];
    for (const { at, cents } of bought)
      await insertLead(context.db, { accountId, campaignId: movers.id, payoutCents: cents, at });
    /** What the zone's today holds (between midnight and 3 AM Eastern, Pacific's today holds both). */
    const todayIn = (zone: string) => {
      const today = bought.filter(({ at }) => dayIn(at, zone) === dayIn(now, zone));
      return { purchases: today.length, spent: today.reduce((sum, { cents }) => sum + cents, 0) / 100 };
    };

    const card = async (timezone: string) => {
      const list = await call(listCampaigns, { as: owner, query: { timezone } });
      return list.data.campaigns.find((campaign) => campaign.campaignId === movers.id)!;
    };
    const spendCardToday = async (timezone: string) => {
      const overview = await call(getSpendOverview, { as: owner, query: { timezone } });
      return overview.data.campaigns.find((campaign) => campaign.campaignId === movers.id)!.today;
    };
    const payout = async (timezone: string) => {
      const payouts = await call(campaignPayoutsEndpoint, { as: owner, query: { timezone } });
      return payouts.data.payouts.find((entry) => entry.campaignId === movers.id)!;
    };

    const pacific = await card(PACIFIC);
    expect(pacific.dayInZone).toEqual(todayIn(PACIFIC));
    expect(pacific.dayInZone).toEqual(await spendCardToday(PACIFIC));
    expect((await payout(PACIFIC)).dayInZone).toEqual(todayIn(PACIFIC));
    // The daily limit runs on the Eastern day whatever the zone: both leads count against it.
    expect(pacific).toMatchObject({ spentToday: 12.5, purchasesToday: 2 });

    const eastern = await card(EASTERN);
    expect(eastern.dayInZone).toEqual({ purchases: 2, spent: 12.5 });
    expect(eastern.dayInZone).toEqual(await spendCardToday(EASTERN));
    expect((await payout(EASTERN)).dayInZone).toEqual({ purchases: 2, spent: 12.5 });
  });
});
