import { getSpendOverview } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import { addSandboxCard, fundWallet } from '../src/seed/money-factories';
import { useMoneyTestApp } from './payments-support';
import { insertLead } from './support/campaigns';
import { ownerAndStranger, signedInOwner } from './support/signed-in';

const context = useMoneyTestApp({ cardData: false });
const { call } = context;

/** Today's ISO weekday in Eastern time (Monday 1 … Sunday 7). */
function easternWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/New_York' }).format(
    new Date(),
  );
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** The start of today in `zone`. */
async function midnightToday(zone: string): Promise<Date> {
  const result = await context.db.execute<{ at: string }>(
    sql`select (date_trunc('day', now() at time zone ${zone}) at time zone ${zone})::text as at`,
  );
  return new Date(
    String(result.rows[0]?.at)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  );
}

/** `YYYY-MM-DD` of `at` in `zone`. */
function dayIn(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
}

function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000);
}

/** Funds the wallet through the ledger (the files of a worker share its database, whose ledger must balance). */
async function fund(accountId: number, cents: number) {
  const card = await addSandboxCard(context.db, { accountId });
  await fundWallet(context.db, { accountId, paymentMethodId: card.payment_method_id, amountCents: cents });
}

describe('GET /statistics/spend-overview', () => {
  it('sums today’s charged purchases in all, per group and per campaign, and leaves out old ones', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const accountId = owner.account.id;
    const movers = await createCampaign(context.db, { accountId, group: 'leads', nickname: 'Movers' });
    const calls = await createCampaign(context.db, { accountId, group: 'calls', nickname: 'Phones' });
    await insertLead(context.db, { accountId, campaignId: movers.id, payoutCents: 2_000 });
    await insertLead(context.db, { accountId, campaignId: movers.id, payoutCents: 500 });
    await insertLead(context.db, { accountId, campaignId: movers.id, payoutCents: 900, charged: false });
    await insertLead(context.db, {
      accountId,
      campaignId: movers.id,
      payoutCents: 7_000,
      minutesAgo: 60 * 24 * 40,
    });
    await fund(accountId, 50_000);

    const response = await call(getSpendOverview, { as: owner });
    expect(response.status).toBe(200);
    const { data } = response;
    expect(data.total.today).toEqual({ purchases: 2, spent: 25 });
    expect(data.total.week).toEqual({ purchases: 2, spent: 25 });
    expect(data.total.month).toEqual({ purchases: 2, spent: 25 });
    expect(data.groups.find((group) => group.group === 'leads')?.today).toEqual({ purchases: 2, spent: 25 });
    expect(data.groups.find((group) => group.group === 'calls')?.today).toEqual({ purchases: 0, spent: 0 });
    expect(data.campaigns).toEqual([
      expect.objectContaining({ campaignId: movers.id, nickname: 'Movers', group: 'leads' }),
    ]);
    expect(data.campaigns.some((campaign) => campaign.campaignId === calls.id)).toBe(false);
    expect(data.balance).toBe(500);
    expect(data.runway).toEqual({ kind: 'days', days: Math.floor((50_000 * easternWeekday()) / 2_500) });

    const strangers = await call(getSpendOverview, { as: stranger });
    expect(strangers.data.total.month).toEqual({ purchases: 0, spent: 0 });
  });

  it('counts today as the day of the chosen time zone, like the logs', async () => {
    const owner = await signedInOwner(context);
    const accountId = owner.account.id;
    const movers = await createCampaign(context.db, { accountId, group: 'leads', nickname: 'Movers' });
    const now = new Date();
    const bought = [
      // Eastern today, always Pacific yesterday.
      { at: minutesAfter(await midnightToday('America/New_York'), 1), cents: 1_000 },
      { at: minutesAfter(await midnightToday('Europe/London'), 1), cents: 300 },
      { at: now, cents: 50 },
    ];
    for (const { at, cents } of bought) {
      await insertLead(context.db, { accountId, campaignId: movers.id, payoutCents: cents, at });
    }
    const expectedToday = (zone: string) => {
      const today = bought.filter(({ at }) => dayIn(at, zone) === dayIn(now, zone));
      return { purchases: today.length, spent: today.reduce((sum, { cents }) => sum + cents, 0) / 100 };
    };
    const spentToday = async (timezone?: string) => {
      const response = await call(getSpendOverview, { as: owner, query: timezone ? { timezone } : {} });
      expect(response.status).toBe(200);
      return response.data.total.today;
    };

    expect(await spentToday()).toEqual(expectedToday('America/New_York'));
    expect(await spentToday('America/Los_Angeles')).toEqual(expectedToday('America/Los_Angeles'));
    expect(await spentToday('Europe/London')).toEqual(expectedToday('Europe/London'));
    expect(expectedToday('America/Los_Angeles')).not.toEqual(expectedToday('America/New_York'));
  });

  it('says the wallet is empty rather than giving a runway', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getSpendOverview, { as: owner });
    expect(response.data.balance).toBe(0);
    expect(response.data.runway).toEqual({ kind: 'empty' });
  });
});
