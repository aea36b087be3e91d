import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RING_TIMEOUT_JOB } from '../src/features/marketplace';
import { assertLedgerBalanced } from './payments-support';
import {
  balanceOf,
  buyer,
  FLAT_MINIMUM_CENTS,
  freshPhone,
  prepareMarket,
  publisherClient,
} from './support/marketplace';
import { useTestApp } from './support/test-app';

// The job queue runs in this file's app, as in `npm start` (the ring timeout sweep).
const context = useTestApp({ JOBS: 'on' });
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

const callBody = (overrides: Record<string, unknown> = {}) => ({
  external_id: randomUUID(),
  caller_phone: freshPhone(),
  from_zip: '23219',
  to_zip: '22201',
  ...overrides,
});

const event = (callId: number, body: Record<string, unknown>) =>
  publisher.post(`/api/marketplace/calls/${callId}/events`, body);

async function switchOff(...campaignIds: number[]) {
  for (const id of campaignIds)
    await context.db.execute(sql`update campaigns set is_active = false where id = ${id}`);
}

/** As if the call's current buyer had been ringing for `seconds`. */
async function ringFor(callId: number, seconds: number) {
  await context.db.execute(
    sql`update marketplace_offers set state_changed_at = now() - make_interval(secs => ${seconds}) where id = ${callId}`,
  );
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function recordOf(campaignId: number) {
  const result = await context.db.execute(
    sql`select status, duration_seconds, payout_cents, charged, not_charged_reason from call_records where campaign_id = ${campaignId} order by id`,
  );
  return result.rows;
}

describe('POST /api/marketplace/calls', () => {
  it('routes the call to the highest bid and answers its number; ACTIVE_CALL_NEW is sent', async () => {
    const low = await buyer(context.db, { group: 'calls', bidPercent: 10, phone: '(804) 555-0101' });
    const high = await buyer(context.db, { group: 'calls', bidPercent: 90, phone: '(804) 555-0202' });
    const response = await publisher.post('/api/marketplace/calls', callBody());
    expect(response.statusCode).toBe(200);
    const call = response.json().Data;
    expect(call).toMatchObject({
      state: 'ringing',
      buyer_phone: '(804) 555-0202',
      timeout_seconds: 30,
      charged: null,
    });
    expect(await recordOf(high.campaign.id)).toEqual([
      {
        status: 'ringing',
        duration_seconds: 0,
        payout_cents: null,
        charged: false,
        not_charged_reason: null,
      },
    ]);
    const events = await context.db.execute(
      sql`select payload from outbox_events where account_id = ${high.account.id} and event = 'ACTIVE_CALL_NEW'`,
    );
    expect(events.rows).toHaveLength(1);
    const decisions = await context.db.execute(
      sql`select campaign_id, loss_reason, clearing_price_cents from marketplace_decisions where offer_id = ${call.call_id} order by id`,
    );
    expect(decisions.rows).toContainEqual({
      campaign_id: low.campaign.id,
      loss_reason: 'outbid',
      clearing_price_cents: FLAT_MINIMUM_CENTS * 1.9,
    });

    await event(call.call_id, { type: 'answered' });
    const ended = await event(call.call_id, { type: 'ended', status: 'answered', duration_seconds: 95 });
    expect(ended.json().Data).toMatchObject({
      state: 'ended',
      charged: true,
      payout: 19,
      not_charged_reason: null,
    });
    const again = await event(call.call_id, { type: 'ended', status: 'answered', duration_seconds: 95 });
    expect(again.json().Data).toMatchObject({ charged: true, replayed: true });
    expect(await balanceOf(context.db, high.account.id)).toBe(100_000 - 1900);
    const payout = await context.db.execute(
      sql`select payload from outbox_events where account_id = ${high.account.id} and event = 'UPDATE_PAYOUT'`,
    );
    expect(payout.rows).toEqual([{ payload: { campaignId: high.campaign.id, payout: 19 } }]);
    // "Last buy" is the charged call's time; the campaign that lost did not buy.
    const lastBuys = await context.db.execute<{ id: string; bought: boolean }>(sql`
      select c.id, c.last_buy_at is not distinct from
        (select max(r.time_created) from call_records r where r.campaign_id = c.id and r.charged) as bought
      from campaigns c where c.id in (${low.campaign.id}, ${high.campaign.id}) order by c.id`);
    expect(lastBuys.rows.map((row) => row.bought)).toEqual([true, true]);
    const [highBuy] = (
      await context.db.execute<{ at: Date | null }>(
        sql`select last_buy_at as at from campaigns where id = ${high.campaign.id}`,
      )
    ).rows;
    expect(highBuy!.at).not.toBeNull();
    await switchOff(low.campaign.id, high.campaign.id);
    await assertLedgerBalanced(context.db);
  });

  it('records short, voicemail and missed calls with payout 0 and the rule, and charges nothing', async () => {
    const { account, campaign } = await buyer(context.db, { group: 'calls', concurrentCalls: 5 });
    const outcomes = [
      { status: 'answered', duration_seconds: 59, rule: 'too_short' },
      { status: 'voicemail', duration_seconds: 120, rule: 'voicemail' },
      { status: 'missed', duration_seconds: 0, rule: 'not_answered' },
    ];
    for (const outcome of outcomes) {
      const call = (await publisher.post('/api/marketplace/calls', callBody())).json().Data;
      const ended = await event(call.call_id, {
        type: 'ended',
        status: outcome.status,
        duration_seconds: outcome.duration_seconds,
      });
      expect(ended.json().Data).toMatchObject({
        charged: false,
        payout: 0,
        not_charged_reason: outcome.rule,
      });
    }
    expect(
      (await recordOf(campaign.id)).map((row) => [row.payout_cents, row.charged, row.not_charged_reason]),
    ).toEqual(outcomes.map((outcome) => [0, false, outcome.rule]));
    expect(await balanceOf(context.db, account.id)).toBe(100_000);
    await switchOff(campaign.id);
  });

  it('tries the next buyer when the first does not answer', async () => {
    const first = await buyer(context.db, { group: 'calls', bidPercent: 50, phone: '(804) 555-0301' });
    const second = await buyer(context.db, { group: 'calls', bidPercent: 20, phone: '(804) 555-0302' });
    const call = (await publisher.post('/api/marketplace/calls', callBody())).json().Data;
    expect(call.buyer_phone).toBe('(804) 555-0301');
    const next = await event(call.call_id, { type: 'no_answer' });
    expect(next.json().Data).toMatchObject({ state: 'ringing', buyer_phone: '(804) 555-0302' });
    expect(await recordOf(first.campaign.id)).toEqual([
      {
        status: 'missed',
        duration_seconds: 0,
        payout_cents: 0,
        charged: false,
        not_charged_reason: 'not_answered',
      },
    ]);
    const last = await event(call.call_id, { type: 'no_answer' });
    expect(last.json().Data).toMatchObject({ state: 'unrouted', buyer_phone: null });
    await switchOff(first.campaign.id, second.campaign.id);
  });

  it('never charges a campaign past its daily limit when its calls ring at the same time', async () => {
    const { account, campaign } = await buyer(context.db, {
      group: 'calls',
      limitCents: 2500,
      concurrentCalls: 3,
    });
    const answers = [];
    for (let index = 0; index < 3; index++)
      answers.push(await publisher.post('/api/marketplace/calls', callBody()));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 422]);
    expect(answers[2]!.json().Error.fields.reason).toBe('daily_limit');
    for (const answer of answers.slice(0, 2))
      await event(answer.json().Data.call_id, { type: 'ended', status: 'answered', duration_seconds: 90 });
    expect(await balanceOf(context.db, account.id)).toBe(100_000 - 2 * FLAT_MINIMUM_CENTS);
    await switchOff(campaign.id);
  });

  it.each([
    ['weekly', 'weeklyCapCents', 'weekly_cap'],
    ['monthly', 'monthlyCapCents', 'monthly_cap'],
  ] as const)(
    'never charges a campaign past its %s cap when its calls ring at the same time',
    async (_, cap, reason) => {
      const { account, campaign } = await buyer(context.db, {
        group: 'calls',
        [cap]: 2500,
        concurrentCalls: 3,
      });
      const answers = [];
      for (let index = 0; index < 3; index++)
        answers.push(await publisher.post('/api/marketplace/calls', callBody()));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 422]);
      expect(answers[2]!.json().Error.fields.reason).toBe(reason);
      for (const answer of answers.slice(0, 2))
        await event(answer.json().Data.call_id, { type: 'ended', status: 'answered', duration_seconds: 90 });
      expect(await balanceOf(context.db, account.id)).toBe(100_000 - 2 * FLAT_MINIMUM_CENTS);
      const next = await publisher.post('/api/marketplace/calls', callBody());
      expect(next.json().Error.fields.reason).toBe(reason);
      await switchOff(campaign.id);
    },
  );

  it('moves an unanswered call to the next buyer once its ring timeout passed, on the next event', async () => {
    const first = await buyer(context.db, {
      group: 'calls',
      bidPercent: 50,
      timeoutSeconds: 20,
      phone: '(804) 555-0401',
    });
    const second = await buyer(context.db, { group: 'calls', bidPercent: 20, phone: '(804) 555-0402' });
    const call = (await publisher.post('/api/marketplace/calls', callBody())).json().Data;
    expect(call.buyer_phone).toBe('(804) 555-0401');
    await ringFor(call.call_id, 19);
    expect((await event(call.call_id, { type: 'ringing' })).json().Data.buyer_phone).toBe('(804) 555-0401');
    await ringFor(call.call_id, 21);
    const late = await event(call.call_id, { type: 'answered' });
    expect(late.json().Data).toMatchObject({ state: 'ringing', buyer_phone: '(804) 555-0402' });
    expect((await recordOf(first.campaign.id)).map((row) => row.not_charged_reason)).toEqual([
      'not_answered',
    ]);
    expect((await recordOf(second.campaign.id)).map((row) => row.status)).toEqual(['ringing']);
    await switchOff(first.campaign.id, second.campaign.id);
  });

  it('moves calls whose ring timed out to the next buyer from the job queue, without an event', async () => {
    // The sweep takes every expired ring in the database: calls earlier test files left ringing
    // would be passed to this test's buyers first and fill their one-call caps.
    await context.db.execute(
      sql`update marketplace_offers set call_state = 'unrouted' where call_state = 'ringing'`,
    );
    const first = await buyer(context.db, {
      group: 'calls',
      bidPercent: 50,
      timeoutSeconds: 20,
      phone: '(804) 555-0501',
    });
    const second = await buyer(context.db, { group: 'calls', bidPercent: 20, phone: '(804) 555-0502' });
    const call = (await publisher.post('/api/marketplace/calls', callBody())).json().Data;
    await ringFor(call.call_id, 25);
    await context.app.jobs!.runNow(RING_TIMEOUT_JOB);
    await waitUntil(async () => (await recordOf(second.campaign.id)).length === 1);
    expect((await recordOf(first.campaign.id)).map((row) => row.status)).toEqual(['missed']);
    const now = await event(call.call_id, { type: 'ringing' });
    expect(now.json().Data).toMatchObject({ state: 'ringing', buyer_phone: '(804) 555-0502' });
    await switchOff(first.campaign.id, second.campaign.id);
  });

  it('never charges a branded call', async () => {
    const { account, campaign } = await buyer(context.db, { group: 'branded', balanceCents: 0 });
    const call = (await publisher.post('/api/marketplace/calls', callBody({ is_branded: true }))).json().Data;
    const ended = await event(call.call_id, { type: 'ended', status: 'answered', duration_seconds: 300 });
    expect(ended.json().Data).toMatchObject({ charged: false, payout: 0, not_charged_reason: 'branded' });
    expect(await balanceOf(context.db, account.id)).toBe(0);
    await switchOff(campaign.id);
  });

  it('answers 422 NO_BUYER when no campaign may take the call, and 404 for another publisher’s call', async () => {
    const none = await publisher.post('/api/marketplace/calls', callBody());
    expect(none.statusCode).toBe(422);
    expect(none.json().Error.code).toBe('NO_BUYER');
    const { campaign } = await buyer(context.db, { group: 'calls' });
    const call = (await publisher.post('/api/marketplace/calls', callBody())).json().Data;
    const other = await publisherClient(context, 'Other Traffic');
    const foreign = await other.post(`/api/marketplace/calls/${call.call_id}/events`, { type: 'answered' });
    expect(foreign.statusCode).toBe(404);
    const bad = await event(call.call_id, { type: 'ended', status: 'answered' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error.fields).toHaveProperty('duration_seconds');
    await switchOff(campaign.id);
  });
});

describe('500 concurrent calls (real HTTP)', () => {
  it('never exceed the campaigns’ concurrency caps', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    const caps = [3, 7, 15];
    const buyers = [];
    for (const cap of caps)
      buyers.push(await buyer(context.db, { group: 'calls', concurrentCalls: cap, balanceCents: 1_000_000 }));
    const responses = await Promise.all(
      Array.from({ length: 500 }, () =>
        fetch(`${baseUrl}/api/marketplace/calls`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-publisher-key': publisher.key },
          body: JSON.stringify(callBody()),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 422)).toHaveLength(475);
    for (const [index, { campaign }] of buyers.entries()) {
      const live = await context.db.execute(
        sql`select count(*)::int as n from call_records where campaign_id = ${campaign.id} and status = 'ringing'`,
      );
      expect(live.rows[0]!.n).toBe(caps[index]);
    }
    await switchOff(...buyers.map((each) => each.campaign.id));
  });
});
