import { getReturnRates, requestReturn } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { returnsSteps } from './support/returns-steps';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
const { buyingOwner, soldDaysAgo } = returnsSteps(context);
const ZONE = 'America/New_York';
let first: Awaited<ReturnType<typeof publisherClient>>;
let second: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  first = await publisherClient(context, 'Acme Lead Traffic');
  second = await publisherClient(context, 'Brightline Calls');
});

/** Sells a lead through `publisher` to the only buying campaign; its record id. */
async function sellLead(publisher: typeof first, campaignId: number): Promise<number> {
  expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
  const result = await context.db.execute<{ id: string }>(
    sql`select max(id) as id from lead_records where campaign_id = ${campaignId}`,
  );
  return Number(result.rows[0]!.id);
}

/** A duplicate of `older`: `newer` gets its phone, and returning `newer` is credited at once. */
async function returnAsDuplicate(owner: SignedInOwner, older: number, newer: number) {
  await context.db.execute(sql`
    update lead_records set phone = (select phone from lead_records where id = ${newer}) where id = ${older}`);
  const answer = await call(requestReturn, {
    as: owner,
    body: { kind: 'lead', record_id: newer, reason: 'duplicate' },
  });
  expect(answer.data.status).toBe('approved');
}

const day = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() - daysAgo * 86_400_000);

describe('GET /returns/rates', () => {
  it('counts the period’s sales and their returns per campaign and per source, never naming a publisher', async () => {
    const { owner, campaign } = await buyingOwner();
    const fromFirst = [await sellLead(first, campaign.id), await sellLead(first, campaign.id)];
    const fromSecond = [await sellLead(second, campaign.id), await sellLead(second, campaign.id)];
    await returnAsDuplicate(owner, fromFirst[0]!, fromSecond[1]!);

    const rates = await call(getReturnRates, {
      as: owner,
      query: { from: day(0), to: day(0), timezone: ZONE, campaign_id: campaign.id, kind: 'lead' },
    });

    expect(rates.status).toBe(200);
    expect(rates.data.total).toEqual({ purchases: 4, returns: 1, credited: 10, rate_percent: 25 });
    expect(rates.data.campaigns).toEqual([
      {
        campaign_id: campaign.id,
        campaign_name: campaign.nickname,
        purchases: 4,
        returns: 1,
        credited: 10,
        rate_percent: 25,
      },
    ]);
    expect(rates.data.sources).toEqual([
      { source: 'Source A', purchases: 2, returns: 0, credited: 0, rate_percent: 0 },
      { source: 'Source B', purchases: 2, returns: 1, credited: 10, rate_percent: 50 },
    ]);
    expect(JSON.stringify(rates.data)).not.toMatch(/Acme|Brightline/);
  });

  it('keeps each source’s letter whatever the period: one that sold nothing in it does not move the others', async () => {
    const { owner, campaign } = await buyingOwner();
    const early = await sellLead(first, campaign.id);
    await soldDaysAgo(early, 10);
    const older = await sellLead(second, campaign.id);
    const newer = await sellLead(second, campaign.id);
    await returnAsDuplicate(owner, older, newer);

    const today = await call(getReturnRates, {
      as: owner,
      query: { from: day(0), to: day(0), timezone: ZONE },
    });
    expect(today.data.sources).toEqual([
      { source: 'Source B', purchases: 2, returns: 1, credited: 10, rate_percent: 50 },
    ]);
    const earlier = await call(getReturnRates, {
      as: owner,
      query: { from: day(12), to: day(8), timezone: ZONE },
    });
    expect(earlier.data.sources).toEqual([
      { source: 'Source A', purchases: 1, returns: 0, credited: 0, rate_percent: 0 },
    ]);
    expect(earlier.data.total).toMatchObject({ purchases: 1, returns: 0 });
  });

  it('counts the last 30 days by default, and only the asking account’s sales', async () => {
    const { owner, campaign } = await buyingOwner();
    const sold = [await sellLead(first, campaign.id), await sellLead(first, campaign.id)];
    await soldDaysAgo(sold[0]!, 45);
    const stranger = await signedInOwner(context, { name: 'Other Movers' });

    expect((await call(getReturnRates, { as: owner })).data.total).toMatchObject({
      purchases: 1,
      returns: 0,
    });
    const theirs = await call(getReturnRates, { as: stranger, query: { campaign_id: campaign.id } });
    expect(theirs.data).toEqual({
      total: { purchases: 0, returns: 0, credited: 0, rate_percent: 0 },
      campaigns: [],
      sources: [],
    });
  });
});
