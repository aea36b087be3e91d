import { randomUUID } from 'node:crypto';
import { getCallDetail, getLeadDetail, proappLogin } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type createAccount, createCampaign, createUser, generateLeadRecords } from '../src/seed/factories';
import {
  buyer,
  FLAT_MINIMUM_CENTS,
  freshPhone,
  leadBody,
  prepareMarket,
  publisherClient,
} from './support/marketplace';
import { type SignedInOwner, signedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const { call } = context;
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

type Buyer = Awaited<ReturnType<typeof buyer<Awaited<ReturnType<typeof createAccount>>>>>;

/** The owner of a buying account, signed in. */
async function ownerOf(account: Buyer['account']) {
  const email = uniqueEmail('buyer');
  await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Owner',
    homeAccountId: account.id,
  });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return { token: sessionOf(login).token, globalId: account.id };
}

async function leadRecordOf(campaignId: number): Promise<number> {
  const result = await context.db.execute<{ id: number }>(
    sql`select id from lead_records where campaign_id = ${campaignId} order by id desc limit 1`,
  );
  return Number(result.rows[0]!.id);
}

describe('GET /records/leads/:id', () => {
  const buyers: Buyer[] = [];
  const lead = leadBody({
    first_name: 'Maria',
    last_name: 'Lopez',
    email: 'maria.lopez@example.com',
    from_zip: '23219',
    to_zip: '30303',
    move_size: '3 bedrooms',
  });

  beforeAll(async () => {
    for (const bidPercent of [60, 50, 40])
      buyers.push(await buyer(context.db, { bidPercent, leadType: 'Long Distance' }));
    const sold = await publisher.post('/api/marketplace/leads', lead);
    expect(sold.json().Data.buyers).toBe(3);
  });

  it('shows the buyer the contact, the move with cities and miles, the price and the consent as posted', async () => {
    const [first] = buyers;
    const owner = await ownerOf(first!.account);
    const answer = await call(getLeadDetail, {
      as: owner,
      params: { id: await leadRecordOf(first!.campaign.id) },
    });
    expect(answer.status).toBe(200);
    const detail = answer.data;
    expect(detail.contact).toEqual({
      first_name: 'Maria',
      last_name: 'Lopez',
      phone: lead.phone,
      email: 'maria.lopez@example.com',
    });
    expect(detail.move).toMatchObject({
      from: { zip: '23219', city: 'Richmond', state: 'VA' },
      to: { zip: '30303', city: 'Atlanta', state: 'GA' },
      distance: 'long',
      move_date: lead.move_date,
      move_size: '3 bedrooms',
    });
    // Richmond to downtown Atlanta is about 470 miles as the crow flies.
    expect(detail.move.distance_miles).toBeGreaterThan(450);
    expect(detail.move.distance_miles).toBeLessThan(490);
    expect(detail.price).toBe((FLAT_MINIMUM_CENTS * 1.6) / 100);
    expect(detail.campaign_name).toBe(first!.campaign.nickname);
    expect(detail.buyer_company_name).toBe(first!.account.name);
    expect(detail.consent).toEqual(lead.consent);
    // The publisher captured the consent 4 days before posting it.
    expect(detail.age_when_sold_seconds).toBeGreaterThanOrEqual(4 * 86_400);
    expect(detail.age_when_sold_seconds).toBeLessThan(4 * 86_400 + 600);
  });

  it('counts the other movers who bought the same lead, and names none of them', async () => {
    const [, second] = buyers;
    const owner = await ownerOf(second!.account);
    const answer = await call(getLeadDetail, {
      as: owner,
      params: { id: await leadRecordOf(second!.campaign.id) },
    });
    expect(answer.data.other_buyers).toBe(2);
    for (const other of [buyers[0]!, buyers[2]!]) {
      expect(answer.text).not.toContain(other.account.name);
      expect(answer.text).not.toContain(other.campaign.nickname);
    }
  });

  it('answers another account 404, exactly like an unknown lead', async () => {
    const [first] = buyers;
    const id = await leadRecordOf(first!.campaign.id);
    const stranger: SignedInOwner = await signedInOwner(context, { name: 'Nosy Movers' });
    const theirs = await call(getLeadDetail, { as: stranger, params: { id } });
    const unknown = await call(getLeadDetail, { as: stranger, params: { id: Number.MAX_SAFE_INTEGER } });
    expect(theirs.status).toBe(404);
    expect(theirs.envelope).toEqual(unknown.envelope);
    // The stranger naming the buyer's account is refused before any record is read.
    const asBuyer = await call(getLeadDetail, {
      as: { token: stranger.token, globalId: first!.account.id },
      params: { id },
    });
    expect(asBuyer.status).toBe(403);
  });

  it('shows a lead no publisher posted without consent or other buyers', async () => {
    const owner = await signedInOwner(context, { name: 'Imported Movers' });
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Imported',
    });
    const campaignId = campaign.id;
    await generateLeadRecords(context.db, {
      accountId: owner.account.id,
      campaignId,
      campaignName: 'Imported',
      // Yesterday's too: today's are drawn at Eastern hours, and those still ahead are dropped.
      days: 2,
      perDay: 1,
    });
    const answer = await call(getLeadDetail, { as: owner, params: { id: await leadRecordOf(campaignId) } });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ consent: null, other_buyers: null, age_when_sold_seconds: null });
  });
});

describe('GET /records/calls/:id', () => {
  it('says how the call went and why it was not charged, in plain words', async () => {
    const calls = await buyer(context.db, { group: 'calls' });
    const owner = await ownerOf(calls.account);
    const callerPhone = freshPhone();
    const routed = await publisher.post('/api/marketplace/calls', {
      external_id: randomUUID(),
      caller_phone: callerPhone,
      from_zip: '23219',
      to_zip: '22201',
    });
    const callId = routed.json().Data.call_id as number;
    await publisher.post(`/api/marketplace/calls/${callId}/events`, { type: 'answered' });
    await publisher.post(`/api/marketplace/calls/${callId}/events`, {
      type: 'ended',
      status: 'answered',
      duration_seconds: 42,
    });
    const record = await context.db.execute<{ id: number }>(
      sql`select id from call_records where campaign_id = ${calls.campaign.id}`,
    );
    const answer = await call(getCallDetail, { as: owner, params: { id: Number(record.rows[0]!.id) } });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      caller_phone: callerPhone,
      duration_seconds: 42,
      status: 'answered',
      outcome: 'Answered, talked 0:42',
      charged: false,
      not_charged_reason: 'too_short',
      not_charged_words: 'Shorter than the billable length',
      route: { from: { zip: '23219', city: 'Richmond', state: 'VA' }, distance: 'local' },
    });
    expect(answer.data.route.to?.state).toBe('VA');
    expect(answer.data.route.distance_miles).toBeGreaterThan(80);

    const stranger = await signedInOwner(context, { name: 'Nosy Callers' });
    const theirs = await call(getCallDetail, { as: stranger, params: { id: answer.data.id } });
    expect(theirs.status).toBe(404);
  });
});
