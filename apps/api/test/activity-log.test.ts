import {
  advancedSettings,
  type BodyOf,
  cashOutBalance,
  changePrimaryPaymentMethod,
  createGuestLink,
  createInvite,
  createOrUpdateRecharge,
  exchangeLoginCode,
  exportActivity,
  getCampaign,
  getPaymentMethods,
  ownActivity,
  proappLogin,
  saveCompanyHours,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { createCampaign, createGeoTemplate, createUser } from '../src/seed/factories';
import { addSandboxCard, SANDBOX_CARDS } from '../src/seed/money-factories';
import { idempotencyKey, ownerWithCard } from './payments-support';
import type { TestSession } from './support/call';
import { readCsv } from './support/csv';
import {
  type SignedInOwner,
  signedInOwner,
  signedInSupport,
  TEST_PASSWORD,
  uniqueEmail,
} from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const { call } = context;
const timezone = 'America/New_York';

async function member(owner: SignedInOwner, contactType: string, username: string) {
  const email = uniqueEmail('member');
  const user = await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username,
    homeAccountId: owner.account.id,
    contactType,
  });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return { user, token: sessionOf(login).token, globalId: owner.account.id };
}

/** A guest session of Vanbid support on the owner's account. */
async function guestOf(owner: SignedInOwner): Promise<TestSession> {
  const support = await signedInSupport(context);
  const link = await call(createGuestLink, { body: { email: owner.email }, as: { token: support.token } });
  const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
  const session = await call(exchangeLoginCode, { body: { code } });
  return { token: session.data.token, globalId: owner.account.id };
}

async function ownerWithCampaign() {
  const owner = await signedInOwner(context, { name: 'Blue Ridge Movers' });
  const campaign = await createCampaign(context.db, {
    accountId: owner.account.id,
    group: 'calls',
    nickname: 'Local Moving Calls — Virginia',
  });
  return { owner, campaign };
}

const setBid = (as: TestSession, campaignId: number, bidPercent: number) =>
  call(setCompanyHourlyBid, { as, body: { campaignId, bidPercent, timezone } });

describe('GET /activity', () => {
  it('says who changed a bid, on which campaign, from what to what', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const sam = await member(owner, 'Sales Manager', 'Sam Rivera');
    expect((await setBid(owner, campaign.id, 15)).status).toBe(200);
    expect((await setBid(sam, campaign.id, 16)).status).toBe(200);

    const log = await call(ownActivity, { as: owner });
    expect(log.status).toBe(200);
    expect(log.data.entries[0]).toMatchObject({
      description: 'Bid on Local Moving Calls — Virginia: 15% → 16%',
      who: 'Sam Rivera',
      kind: 'campaigns',
      before: '15%',
      after: '16%',
      bySupport: false,
    });
    expect(log.data.entries[1]).toMatchObject({
      description: expect.stringMatching(/: 0% → 15%$/),
      who: 'Test Owner',
    });
  });

  it('names Vanbid support for a change made in a guest session, never the staff member', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const guest = await guestOf(owner);
    expect(
      (await call(updateLimit, { as: guest, params: { id: campaign.id }, body: { limit: 300, timezone } }))
        .status,
    ).toBe(200);
    const log = await call(ownActivity, { as: owner });
    expect(log.data.entries[0]).toMatchObject({
      description: expect.stringMatching(
        /^Daily limit on Local Moving Calls — Virginia: \$[\d,.]+ → \$300\.00$/,
      ),
      who: 'Vanbid support',
      bySupport: true,
    });
    // Support reads the log too (in a guest session).
    expect((await call(ownActivity, { as: guest })).data.entries[0]?.bySupport).toBe(true);
  });

  it('lists changes, never page views or reads', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const guest = await guestOf(owner);
    await call(getCampaign, { as: guest, params: { id: campaign.id }, query: { timezone } });
    await call(getPaymentMethods, { as: owner });
    await setBid(owner, campaign.id, 20);
    const log = await call(ownActivity, { as: owner });
    expect(log.data.entries.map((entry) => entry.description)).toEqual([
      'Bid on Local Moving Calls — Virginia: 0% → 20%',
    ]);
  });

  it('filters by member, by support and by kind', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const sam = await member(owner, 'Manager', 'Sam Rivera');
    const guest = await guestOf(owner);
    await setBid(owner, campaign.id, 10);
    await setBid(sam, campaign.id, 11);
    await setBid(guest, campaign.id, 12);
    const invite = await call(createInvite, {
      as: owner,
      body: { email: 'jo@example.com', contactType: 'Other', inviteType: 'company_creation_invite' },
    });
    expect(invite.status).toBe(200);

    const all = await call(ownActivity, { as: owner });
    expect(all.data.entries).toHaveLength(4);
    expect(all.data.members.map((each) => each.name).sort()).toEqual(['Sam Rivera', 'Test Owner']);

    const bySam = await call(ownActivity, { as: owner, query: { actor: sam.user.id } });
    expect(bySam.data.entries.map((entry) => entry.description)).toEqual([
      'Bid on Local Moving Calls — Virginia: 10% → 11%',
    ]);
    const bySupport = await call(ownActivity, { as: owner, query: { actor: 'support' } });
    expect(bySupport.data.entries.map((entry) => entry.description)).toEqual([
      'Bid on Local Moving Calls — Virginia: 11% → 12%',
    ]);
    const team = await call(ownActivity, { as: owner, query: { kind: 'team' } });
    expect(team.data.entries.map((entry) => entry.description)).toEqual([
      'Invite sent to jo@example.com: Other',
    ]);
  });

  it('records money changes in words', async () => {
    const owner = await ownerWithCard(context);
    expect((await owner.charge(125, idempotencyKey())).status).toBe(200);
    const saved = await call(createOrUpdateRecharge, {
      as: owner,
      body: { threshold: 50, amount: 100 },
      headers: idempotencyKey(),
    });
    expect(saved.status).toBe(200);
    const mastercard = await addSandboxCard(context.db, {
      accountId: owner.account.id,
      number: SANDBOX_CARDS.mastercardCredit,
    });
    const primary = await call(changePrimaryPaymentMethod, {
      as: owner,
      body: { payment_method_id: mastercard.payment_method_id },
    });
    expect(primary.status).toBe(200);
    const cashOut = await call(cashOutBalance, {
      as: owner,
      body: { fromId: 'wallet', toId: mastercard.payment_method_id, amount: 25 },
      headers: idempotencyKey(),
    });
    expect(cashOut.status).toBe(200);
    const log = await call(ownActivity, { as: owner, query: { kind: 'money' } });
    expect(log.data.entries.map((entry) => entry.description)).toEqual([
      'Cash out to Mastercard •••• 4444: $25.00',
      'Primary payment method: Visa •••• 4242 → Mastercard •••• 4444',
      'Auto-recharge: Off → Under $50.00, add $100.00',
      'Funds added from Visa •••• 4242: $125.00',
    ]);
  });

  it('records a campaign’s area in words, from a ZIP template to states, miles around a ZIP and back', async () => {
    const owner = await signedInOwner(context);
    const richmond = await createGeoTemplate(context.db, {
      accountId: owner.account.id,
      name: 'Richmond area',
      zipCodes: ['23219', '23220', '23221', '23222'],
    });
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Moving Leads — Richmond',
    });
    const setArea = async (area: Omit<BodyOf<typeof advancedSettings>, 'campaignId'>) =>
      expect(
        (await call(advancedSettings, { as: owner, body: { campaignId: campaign.id, ...area } })).status,
      ).toBe(200);
    await setArea({ geoTemplateId: richmond.id });
    await setArea({ region: { kind: 'states', states: ['OH', 'IN', 'MI', 'PA'] } });
    await setArea({ region: { kind: 'radius', zip: '43215', miles: 50 } });
    await setArea({ geoTemplateId: null });

    const log = await call(ownActivity, { as: owner, query: { kind: 'campaigns' } });
    expect(log.data.entries.map((entry) => entry.description)).toEqual([
      'Area of Moving Leads — Richmond: Within 50 mi of 43215 Columbus, OH → Anywhere',
      'Area of Moving Leads — Richmond: Ohio, Indiana, Michigan, Pennsylvania → Within 50 mi of 43215 Columbus, OH',
      'Area of Moving Leads — Richmond: Richmond area · 4 ZIP codes → Ohio, Indiana, Michigan, Pennsylvania',
      'Area of Moving Leads — Richmond: Anywhere → Richmond area · 4 ZIP codes',
    ]);
  });

  it('records a campaign’s hours in words, and no area when the same area is saved again', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const weekdays = Object.fromEntries(
      (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ from: '08:00', to: '18:00' }]]),
    );
    const hours = await call(saveCompanyHours, {
      as: owner,
      body: { campaignId: campaign.id, timezone, hours: weekdays },
    });
    expect(hours.status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      await call(advancedSettings, {
        as: owner,
        body: { campaignId: campaign.id, region: { kind: 'states', states: ['VA'] } },
      });
    const log = await call(ownActivity, { as: owner, query: { kind: 'campaigns' } });
    expect(log.data.entries.map((entry) => entry.description)).toEqual([
      'Area of Local Moving Calls — Virginia: Anywhere → Virginia',
      expect.stringMatching(/^Hours of Local Moving Calls — Virginia: .+ → Mon–Fri 08:00–18:00$/),
    ]);
  });

  it('pages 50 at a time with a cursor', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    for (let percent = 1; percent <= 55; percent += 1) await setBid(owner, campaign.id, percent);
    const first = await call(ownActivity, { as: owner });
    expect(first.data.entries).toHaveLength(50);
    const second = await call(ownActivity, { as: owner, query: { before: first.data.next_cursor! } });
    expect(second.data.entries.map((entry) => entry.after)).toEqual(['5%', '4%', '3%', '2%', '1%']);
    expect(second.data.next_cursor).toBeNull();
  });

  it('is for those who manage the team: 403 for a member without it, and no other account’s log', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const sales = await member(owner, 'Sales Manager', 'Sam Rivera');
    await setBid(owner, campaign.id, 30);
    expect((await call(ownActivity, { as: sales })).status).toBe(403);
    expect((await call(exportActivity, { as: sales })).status).toBe(403);
    const stranger = await signedInOwner(context, { name: 'Other Movers' });
    expect((await call(ownActivity, { as: stranger })).data.entries).toEqual([]);
  });
});

describe('GET /activity/export', () => {
  it('writes the matching changes as CSV with human headers', async () => {
    const { owner, campaign } = await ownerWithCampaign();
    const guest = await guestOf(owner);
    await setBid(owner, campaign.id, 15);
    await setBid(guest, campaign.id, 16);
    const csv = await call(exportActivity, { as: owner, query: { timezone } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = readCsv(csv.text);
    expect(header).toEqual(['Date (Eastern)', 'Who', 'Kind', 'Change', 'What', 'Before', 'After']);
    expect(rows.map((row) => row.slice(1))).toEqual([
      [
        'Vanbid support',
        'Campaigns and bids',
        'Bid on Local Moving Calls — Virginia: 15% → 16%',
        'Local Moving Calls — Virginia',
        '15%',
        '16%',
      ],
      [
        'Test Owner',
        'Campaigns and bids',
        'Bid on Local Moving Calls — Virginia: 0% → 15%',
        'Local Moving Calls — Virginia',
        '0%',
        '15%',
      ],
    ]);
    const onlySupport = await call(exportActivity, { as: owner, query: { timezone, actor: 'support' } });
    expect(readCsv(onlySupport.text)).toHaveLength(2);
  });
});
