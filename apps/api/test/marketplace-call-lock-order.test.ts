import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { untilSomeoneWaits } from './support/database-reads';
import { buyer, freshPhone, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';
import { testDatabaseUrl } from './support/worker-database';

// Every sale takes its locks in one order: the campaigns (by id), then the wallets (by account),
// then the roll-ups its records keep (call_record_hours, campaign_spend_days). Here another sale
// holds a campaign while an event of one of its calls arrives, and then writes a record of that
// campaign, as a call routed to it does: had the event taken the roll-ups or the wallet before the
// campaign, the two would wait on each other in a circle (PostgreSQL: "deadlock detected").
const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  publisher = await publisherClient(context);
});
beforeEach(() => prepareMarket(context.db)); // each test's buyer alone in the market

async function ringingCall(): Promise<number> {
  const answer = await publisher.post('/api/marketplace/calls', {
    external_id: randomUUID(),
    caller_phone: freshPhone(),
    from_zip: '23219',
    to_zip: '22201',
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().Data.call_id;
}

type CampaignOf = { id: number; accountId: number };

/**
 * The event posted while another connection holds the campaigns `held`; once the event waits,
 * that connection takes the wallet of `written`'s account and writes a ringing call record of
 * `written` (what a sale does after its campaign locks), then commits. Answers the event's answer.
 */
async function eventBehindSale(
  sale: { held: CampaignOf[]; written: CampaignOf },
  callId: number,
  event: Record<string, unknown>,
) {
  const campaign = sale.written;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    // This side looks for a circle first, so a deadlock fails it here rather than being retried away.
    await client.query(`set local deadlock_timeout = '10ms'`);
    await client.query('select id from campaigns where id = any($1) order by id for no key update', [
      sale.held.map((held) => held.id),
    ]);
    const answer = publisher.post(`/api/marketplace/calls/${callId}/events`, event);
    await untilSomeoneWaits(client);
    await client.query('select account_id from wallets where account_id = $1 for no key update', [
      campaign.accountId,
    ]);
    await client.query(
      `insert into call_records (account_id, campaign_id, campaign_name, is_branded, time_created, caller_phone, from_zip, to_zip, distance, status)
      values ($1, $2, 'Other call', false, now(), '(804) 555-0100', '23219', '22201', 'local', 'ringing')`,
      [campaign.accountId, campaign.id],
    );
    await client.query('commit');
    return await answer;
  } finally {
    await client.end();
  }
}

describe('a call event that arrives while a sale holds its campaign', () => {
  it('ends the call after that sale, charged, with neither of them failing', async () => {
    const { account, campaign } = await buyer(context.db, { group: 'calls', concurrentCalls: 5 });
    const callId = await ringingCall();
    const held = { id: campaign.id, accountId: account.id };
    const answer = await eventBehindSale({ held: [held], written: held }, callId, {
      type: 'ended',
      status: 'answered',
      duration_seconds: 120,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().Data).toMatchObject({ state: 'ended', charged: true, payout: 10 });
  });

  it('passes an unanswered call to the next buyer after a sale that holds both campaigns', async () => {
    const next = await buyer(context.db, { group: 'calls', concurrentCalls: 5 });
    const first = await buyer(context.db, { group: 'calls', concurrentCalls: 5, bidPercent: 50 });
    const callId = await ringingCall(); // rings `first`, the higher bid (and the higher campaign id)
    const of = (party: typeof next) => ({ id: party.campaign.id, accountId: party.account.id });
    const answer = await eventBehindSale({ held: [of(next)], written: of(first) }, callId, {
      type: 'no_answer',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().Data).toMatchObject({ state: 'ringing' });
    const records = await context.db.execute(
      sql`select campaign_id, status from call_records where campaign_id = ${next.campaign.id}`,
    );
    expect(records.rows).toEqual([{ campaign_id: next.campaign.id, status: 'ringing' }]);
  });
});
