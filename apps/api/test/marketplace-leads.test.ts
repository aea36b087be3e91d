import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countDecisions, findSignalCampaign, listPastAuctions } from '../src/features/market-signals';
import { easternMoment } from '../src/platform/clock/eastern-moment';
import { assertLedgerBalanced } from './payments-support';
import {
  balanceOf,
  buyer,
  FLAT_MINIMUM_CENTS,
  leadBody,
  prepareMarket,
  publisherClient,
} from './support/marketplace';
import { useTestApp } from './support/test-app';

const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

async function decisionsOf(leadId: number) {
  const result = await context.db.execute<{
    campaign_id: number;
    is_won: boolean;
    loss_reason: string | null;
    price_cents: number;
    clearing_price_cents: number | null;
  }>(
    sql`select campaign_id, is_won, loss_reason, price_cents, clearing_price_cents from marketplace_decision_log where offer_id = ${leadId} order by is_won desc, price_cents desc, campaign_id`,
  );
  return result.rows.map((row) => ({ ...row, campaign_id: Number(row.campaign_id) }));
}

async function switchOff(...campaignIds: number[]) {
  for (const id of campaignIds)
    await context.db.execute(sql`update campaigns set is_active = false where id = ${id}`);
}

describe('POST /api/marketplace/leads', () => {
  it('answers 401 without a valid publisher key, before looking at the body', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/marketplace/leads', payload: {} });
    expect(response.statusCode).toBe(401);
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/marketplace/leads',
      payload: leadBody(),
      headers: { 'x-publisher-key': 'vbp_wrong' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await context.db.execute(sql`select count(*)::int as n from marketplace_offers`);
    const response = await publisher.post('/api/marketplace/leads', leadBody({ from_zip: '2321' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.fields).toHaveProperty('from_zip');
    const email = await publisher.post('/api/marketplace/leads', leadBody({ email: 'nope' }));
    expect(email.json().Error.fields).toHaveProperty('email');
    const consent = await publisher.post(
      '/api/marketplace/leads',
      leadBody({ consent: { consent_text: 'x' } }),
    );
    expect(Object.keys(consent.json().Error.fields)[0]).toMatch(/^consent\./);
    const unknownZip = await publisher.post('/api/marketplace/leads', leadBody({ to_zip: '00000' }));
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().Error.fields).toHaveProperty('to_zip');
    const after = await context.db.execute(sql`select count(*)::int as n from marketplace_offers`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('sells to the best three bids, each paying its own price, and logs every campaign', async () => {
    const bids = [200, 150, 100, 50];
    const buyers: Awaited<ReturnType<typeof buyer>>[] = [];
    for (const bidPercent of bids) buyers.push(await buyer(context.db, { bidPercent }));
    const faraway = await buyer(context.db, { bidPercent: 400, zipCodes: ['90210'] });
    const response = await publisher.post('/api/marketplace/leads', leadBody());
    expect(response.statusCode).toBe(200);
    const { lead_id: leadId, buyers: count } = response.json().Data;
    expect(count).toBe(3);
    const expectedPrices = bids.map((percent) => (FLAT_MINIMUM_CENTS * (100 + percent)) / 100);
    for (const [index, { account }] of buyers.slice(0, 3).entries())
      expect(await balanceOf(context.db, account.id)).toBe(100_000 - expectedPrices[index]!);
    expect(await balanceOf(context.db, buyers[3]!.account.id)).toBe(100_000);
    const decisions = await decisionsOf(leadId);
    expect(decisions.filter((each) => each.is_won).map((each) => each.campaign_id)).toEqual(
      buyers.slice(0, 3).map((each) => each.campaign.id),
    );
    expect(decisions.find((each) => each.campaign_id === buyers[3]!.campaign.id)).toMatchObject({
      loss_reason: 'outbid',
      clearing_price_cents: expectedPrices[2],
    });
    expect(decisions.some((each) => each.campaign_id === faraway.campaign.id)).toBe(false);
    // The outbid campaign's loss (kept on the offer row) is what its market signals read.
    const outbid = buyers[3]!.campaign.id;
    const today = { from: easternMoment().date, to: easternMoment().date, timeZone: 'America/New_York' };
    const missed = await countDecisions(context.db, outbid, today);
    expect(missed.reasons).toEqual([{ reason: 'outbid', offers: 1 }]);
    expect(missed.clearing).toEqual({
      low: expectedPrices[2],
      median: expectedPrices[2],
      high: expectedPrices[2],
    });
    const outbidCampaign = await findSignalCampaign(context.db, buyers[3]!.account.id, outbid);
    const auctions = await listPastAuctions(context.db, outbidCampaign!, new Date(Date.now() + 60_000));
    expect(auctions).toHaveLength(1);
    expect(auctions[0]!.lossReason).toBe('outbid');
    expect([...auctions[0]!.rivalPricesCents].sort((a, b) => b - a)).toEqual(expectedPrices.slice(0, 3));
    const offer = await context.db.execute(sql`select skipped from marketplace_offers where id = ${leadId}`);
    expect((offer.rows[0]!.skipped as Record<string, number>).geography).toBe(1);
    const records = await context.db.execute(
      sql`select campaign_id, payout_cents, charged from lead_records where campaign_id = ${buyers[0]!.campaign.id}`,
    );
    expect(records.rows).toEqual([
      { campaign_id: buyers[0]!.campaign.id, payout_cents: expectedPrices[0], charged: true },
    ]);
    const campaign = await context.db.execute(
      sql`select last_buy_at from campaigns where id = ${buyers[0]!.campaign.id}`,
    );
    expect(campaign.rows[0]!.last_buy_at).not.toBeNull();
    const events = await context.db.execute(
      sql`select event, payload from outbox_events where account_id = ${buyers[0]!.account.id} and event = 'UPDATE_PAYOUT'`,
    );
    expect(events.rows).toEqual([
      {
        event: 'UPDATE_PAYOUT',
        payload: { campaignId: buyers[0]!.campaign.id, payout: expectedPrices[0]! / 100 },
      },
    ]);
    await switchOff(...buyers.map((each) => each.campaign.id), faraway.campaign.id);
    await assertLedgerBalanced(context.db);
  });

  it('is idempotent by external_id: a retry replays the answer and charges nothing more', async () => {
    const { account, campaign } = await buyer(context.db);
    const body = leadBody();
    const [first, second] = await Promise.all([
      publisher.post('/api/marketplace/leads', body),
      publisher.post('/api/marketplace/leads', body),
    ]);
    const answers = [first.json().Data, second.json().Data];
    expect(answers[0].lead_id).toBe(answers[1].lead_id);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(await balanceOf(context.db, account.id)).toBe(100_000 - FLAT_MINIMUM_CENTS);
    await switchOff(campaign.id);
  });

  it('answers 422 NO_BUYER with the reason, and keeps the decision', async () => {
    const poor = await buyer(context.db, { balanceCents: 500 });
    const response = await publisher.post('/api/marketplace/leads', leadBody());
    expect(response.statusCode).toBe(422);
    expect(response.json().Error).toMatchObject({ code: 'NO_BUYER', fields: { reason: 'funds' } });
    const offers = await context.db.execute(
      sql`select d.loss_reason from marketplace_decision_log d where d.campaign_id = ${poor.campaign.id}`,
    );
    expect(offers.rows).toEqual([{ loss_reason: 'funds' }]);
    await switchOff(poor.campaign.id);
    const none = await publisher.post('/api/marketplace/leads', leadBody());
    expect(none.json().Error.fields.reason).toBe('inactive');
  });

  it('does not sell the same phone to an account twice within 30 days', async () => {
    const { campaign } = await buyer(context.db);
    const body = leadBody();
    expect((await publisher.post('/api/marketplace/leads', body)).statusCode).toBe(200);
    const again = await publisher.post('/api/marketplace/leads', {
      ...body,
      external_id: `${body.external_id}-again`,
    });
    expect(again.json().Error.fields.reason).toBe('duplicate');
    await switchOff(campaign.id);
  });

  it('buys local moves only with local campaigns', async () => {
    const long = await buyer(context.db, { leadType: 'Long Distance' });
    const local = await publisher.post('/api/marketplace/leads', leadBody());
    expect(local.statusCode).toBe(422);
    const interstate = await publisher.post('/api/marketplace/leads', leadBody({ to_zip: '10001' }));
    expect(interstate.statusCode).toBe(200);
    await switchOff(long.campaign.id);
  });

  it('notifies the account when a sale reaches the daily limit', async () => {
    const { account, campaign } = await buyer(context.db, { limitCents: 2500 });
    expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    const third = await publisher.post('/api/marketplace/leads', leadBody());
    expect(third.json().Error.fields.reason).toBe('daily_limit');
    const notes = await context.db.execute(
      sql`select type from notifications where account_id = ${account.id}`,
    );
    expect(notes.rows).toEqual([{ type: 'daily_limit_reached' }]);
    await switchOff(campaign.id);
    await assertLedgerBalanced(context.db);
  });
});
