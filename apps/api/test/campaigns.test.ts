import {
  campaignPayoutsEndpoint,
  duplicateCampaign,
  getApplicationSettings,
  getCampaign,
  listCampaigns,
  setCompanyHourlyBid,
} from '@vanbid/contract';
import { effectiveBid } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createCampaignOffer } from '../src/seed/factories';
import { currentMinimum, insertLead, seedTestMinimums, TEST_BASES } from './support/campaigns';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

beforeAll(async () => {
  await seedTestMinimums(context.db);
});

describe('GET /campaigns', () => {
  it('lists only the account’s campaigns, newest last buy first and never-bought last', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const base = { accountId: owner.account.id };
    const never = await createCampaign(context.db, { ...base, group: 'calls', nickname: 'Never bought' });
    const old = await createCampaign(context.db, {
      ...base,
      group: 'leads',
      nickname: 'Old',
      lastBuyAt: new Date('2026-01-01T12:00:00Z'),
    });
    const recent = await createCampaign(context.db, {
      ...base,
      group: 'branded',
      nickname: 'Recent',
      lastBuyAt: new Date('2026-03-01T12:00:00Z'),
    });
    await createCampaign(context.db, {
      accountId: stranger.account.id,
      group: 'calls',
      nickname: 'Not mine',
    });

    const response = await call(listCampaigns, { as: owner });
    expect(response.status).toBe(200);
    const { campaigns } = response.data;
    expect(campaigns.map((campaign: { _id: number }) => campaign._id)).toEqual([recent.id, old.id, never.id]);
    expect(campaigns[1]).toMatchObject({
      _id: old.id,
      campaignId: old.id,
      nickname: 'Old',
      campaignNickname: 'Old',
      is_active: true,
      parent: 'HE',
      type: 'HE Moving leads',
      leadType: 'Local',
      company: 'HE',
      campaignTypeId: 2,
      concurrentCalls: 1,
      timeoutPerCall: 30,
      bidPercent: 0,
      limit: 200,
      geoTemplateId: null,
    });
    expect(campaigns[1]!.hours.mon).toEqual([{ from: '08:00', to: '20:00' }]);
  });

  it('gives lastBuyDate in the requested time zone, Eastern by default', async () => {
    const owner = await signedInOwner(context);
    await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'calls',
      nickname: 'Timed',
      lastBuyAt: new Date('2026-01-15T15:04:05Z'),
    });
    const eastern = await call(listCampaigns, { as: owner });
    expect(eastern.data.campaigns[0]!.lastBuyDate).toBe('2026-01-15 10:04:05');
    const pacific = await call(listCampaigns, { as: owner, query: { timezone: 'America/Los_Angeles' } });
    expect(pacific.data.campaigns[0]!.lastBuyDate).toBe('2026-01-15 07:04:05');
  });

  it('answers 400 for an unknown time zone', async () => {
    const owner = await signedInOwner(context);
    const response = await call(listCampaigns, { as: owner, query: { timezone: 'Mars/Olympus' } });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { timezone: 'Unknown time zone' },
    });
  });

  it('shows leadsLimit as spent today / limit, counting only today’s charged purchases', async () => {
    const owner = await signedInOwner(context);
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Spender',
    });
    const lead = { accountId: owner.account.id, campaignId: campaign.id };
    await insertLead(context.db, { ...lead, payoutCents: 1250 });
    await insertLead(context.db, { ...lead, payoutCents: 1000 });
    await insertLead(context.db, { ...lead, payoutCents: 999, charged: false });
    await insertLead(context.db, { ...lead, payoutCents: 5000, minutesAgo: 30 * 60 });
    const response = await call(listCampaigns, { as: owner });
    expect(response.data.campaigns[0]).toMatchObject({
      leadsLimit: '22.5/200',
      spentToday: 22.5,
      limit: 200,
    });
  });

  it('prices each campaign at the current Eastern hour’s minimum plus its bid percent', async () => {
    const owner = await signedInOwner(context);
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'calls',
      nickname: 'Priced',
      leadType: 'Long Distance',
    });
    const before = currentMinimum(TEST_BASES[1].long);
    await call(setCompanyHourlyBid, { as: owner, body: { campaignId: campaign.id, bidPercent: 25 } });
    const response = await call(listCampaigns, { as: owner });
    const after = currentMinimum(TEST_BASES[1].long);
    const priced = response.data.campaigns[0]!;
    expect([before, after]).toContain(priced.minBid);
    expect(priced.bidPercent).toBe(25);
    expect(priced.leadCost).toBe(effectiveBid(priced.minBid!, 25));
  });

  it('lists open offers the account has not joined as available campaigns', async () => {
    const owner = await signedInOwner(context);
    const offer = { parent: 'HE', type: 'HE Moving leads', company: 'HE', campaignTypeId: 2 } as const;
    const open = await createCampaignOffer(context.db, { ...offer, leadType: 'Local', region: 'Test North' });
    const closed = await createCampaignOffer(context.db, {
      ...offer,
      leadType: 'Local',
      region: 'Test Closed',
      isOpen: false,
    });
    const joined = await createCampaignOffer(context.db, {
      ...offer,
      leadType: 'Long Distance',
      region: 'Test South',
    });
    await call(duplicateCampaign, { as: owner, body: { campaignId: joined.id } });

    const response = await call(listCampaigns, { as: owner });
    const available = response.data.available_campaigns as { _id: number }[];
    const ids = available.map((item) => item._id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(joined.id);
    expect(available.find((item) => item._id === open.id)).toEqual({
      _id: open.id,
      campaignId: open.id,
      ...offer,
      leadType: 'Local',
      region: 'Test North',
      description: '',
      minBid: currentMinimum(TEST_BASES[2].local),
    });
  });

  it('answers 401 without a token', async () => {
    const response = await call(listCampaigns);
    expect(response.status).toBe(401);
  });
});

describe('GET /campaigns/:id', () => {
  it('answers the account’s campaign, and another account’s exactly like an unknown id', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const mine = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'calls',
      nickname: 'Mine',
    });
    const theirs = await createCampaign(context.db, {
      accountId: stranger.account.id,
      group: 'calls',
      nickname: 'Theirs',
    });
    const found = await call(getCampaign, {
      as: owner,
      params: { id: mine.id },
      query: { timezone: 'America/Chicago' },
    });
    expect(found.data).toMatchObject({ campaignId: mine.id, nickname: 'Mine' });

    const foreign = await call(getCampaign, { as: owner, params: { id: theirs.id } });
    const unknown = await call(getCampaign, { as: owner, params: { id: 999999999 } });
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
    expect(foreign.error.code).toBe('NOT_FOUND');
  });

  it('answers 400 for an id that is not a number', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getCampaign, { as: owner, params: { id: 'abc' } });
    expect(response.status).toBe(400);
  });
});

describe('GET /campaigns/payouts', () => {
  it('sums each campaign’s charged purchases of the Eastern day, zero for the quiet ones', async () => {
    const owner = await signedInOwner(context);
    const busy = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Busy',
    });
    const quiet = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Quiet',
    });
    const lead = { accountId: owner.account.id, campaignId: busy.id };
    await insertLead(context.db, { ...lead, payoutCents: 1999 });
    await insertLead(context.db, { ...lead, payoutCents: 1 });
    await insertLead(context.db, { ...lead, payoutCents: 700, minutesAgo: 30 * 60 });
    const response = await call(campaignPayoutsEndpoint, { as: owner });
    expect(response.data.payouts).toEqual([
      { campaignId: busy.id, payout: 20, count: 2, dayInZone: { purchases: 2, spent: 20 } },
      { campaignId: quiet.id, payout: 0, count: 0, dayInZone: { purchases: 0, spent: 0 } },
    ]);
  });
});

describe('today’s spend of a campaign', () => {
  const easternMidnight = sql`(date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York')`;

  async function insertCall(input: {
    accountId: number;
    campaignId: number;
    payoutCents: number;
    isBranded: boolean;
  }) {
    await context.db.execute(sql`
      insert into call_records (account_id, campaign_id, campaign_name, is_branded, time_created, caller_phone, distance, status, payout_cents, charged)
      values (${input.accountId}, ${input.campaignId}, 'Test', ${input.isBranded}, now(), '(555) 555-0101', 'local', 'answered', ${input.payoutCents}, true)`);
  }

  it('follows calls and leads from the Eastern midnight on, late charges and deletions', async () => {
    const owner = await signedInOwner(context);
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'calls',
      nickname: 'Mixed',
    });
    const ids = { accountId: owner.account.id, campaignId: campaign.id };
    await insertCall({ ...ids, payoutCents: 300, isBranded: false });
    await insertCall({ ...ids, payoutCents: 200, isBranded: true });
    await insertLead(context.db, { ...ids, payoutCents: 1000 });
    await context.db.execute(sql`update lead_records set time_created = ${easternMidnight}
      where campaign_id = ${campaign.id}`);
    await insertLead(context.db, { ...ids, payoutCents: 700 });
    await context.db.execute(sql`update lead_records set time_created = ${easternMidnight} - interval '1 second'
      where campaign_id = ${campaign.id} and payout_cents = 700`);
    await insertLead(context.db, { ...ids, payoutCents: 400, charged: false });
    await context.db.execute(sql`update lead_records set charged = true
      where campaign_id = ${campaign.id} and payout_cents = 400`);
    await insertLead(context.db, { ...ids, payoutCents: 500 });
    await context.db.execute(
      sql`delete from lead_records where campaign_id = ${campaign.id} and payout_cents = 500`,
    );

    const payouts = await call(campaignPayoutsEndpoint, { as: owner });
    expect(payouts.data.payouts).toEqual([
      { campaignId: campaign.id, payout: 19, count: 4, dayInZone: { purchases: 4, spent: 19 } },
    ]);
    const listed = await call(getCampaign, { as: owner, params: { id: campaign.id } });
    expect(listed.data).toMatchObject({ spentToday: 19, leadsLimit: '19/200' });
  });
});

describe('GET /campaigns: a card’s day', () => {
  it('shows each campaign’s charged purchases and spend of the Eastern day, zero for a quiet one', async () => {
    const owner = await signedInOwner(context);
    const busy = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Busy',
    });
    await createCampaign(context.db, { accountId: owner.account.id, group: 'leads', nickname: 'Quiet' });
    const lead = { accountId: owner.account.id, campaignId: busy.id };
    await insertLead(context.db, { ...lead, payoutCents: 1500 });
    await insertLead(context.db, { ...lead, payoutCents: 500 });
    await insertLead(context.db, { ...lead, payoutCents: 900, charged: false });
    const response = await call(listCampaigns, { as: owner });
    const byName = Object.fromEntries(response.data.campaigns.map((c) => [c.nickname, c]));
    expect(byName.Busy).toMatchObject({ purchasesToday: 2, spentToday: 20 });
    expect(byName.Quiet).toMatchObject({ purchasesToday: 0, spentToday: 0 });
  });
});

describe('GET /settings/application', () => {
  it('answers the leads slider with its defaults (docs/product.md §4, "Daily limit")', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getApplicationSettings, { as: owner });
    expect(response.data.setting.leads_slider).toEqual({
      transaction_limit_min: 75,
      transaction_limit_max: 2000,
      slider_step_percent: 5,
    });
  });
});
