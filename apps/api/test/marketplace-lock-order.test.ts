import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { untilSomeoneWaits } from './support/database-reads';
import { buyer, freshPhone, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';
import { testDatabaseUrl } from './support/worker-database';

// A batch of leads sends its locks and its reads in one round trip (pipelining): the reads are
// right only when they run after the locks, so that a sale the batch waited for is seen. Here a
// sale holds the buyer's campaign while the next lead arrives, and commits once the lead waits.
const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  publisher = await publisherClient(context);
});
beforeEach(() => prepareMarket(context.db)); // each test's buyer alone in the market

/**
 * A sale of `payoutCents` to the campaign with `phone`, as another process would make it: the
 * campaign locked first, its lead record written, committed only once the posted lead waits.
 */
async function postBehindSale(
  campaign: { id: number; accountId: number },
  sale: { phone: string; payoutCents: number },
  lead: Record<string, unknown>,
) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select id from campaigns where id = $1 for no key update', [campaign.id]);
    await client.query(
      `insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone,
        email, from_zip, to_zip, move_date, move_size, distance, status, payout_cents, charged)
      values ($1, $2, 'Earlier sale', now(), 'Ann', 'Lee', $3, 'ann@example.com', '23219', '22201',
        current_date + 20, '2 bedrooms', 'local', 'delivered', $4, true)`,
      [campaign.accountId, campaign.id, sale.phone, sale.payoutCents],
    );
    const answer = publisher.post('/api/marketplace/leads', leadBody(lead));
    await untilSomeoneWaits(client);
    await client.query('commit');
    return await answer;
  } finally {
    await client.end();
  }
}

describe('a lead that waits for a sale on its campaign', () => {
  it('is not sold again to the account that bought its phone in the sale it waited for', async () => {
    const { account, campaign } = await buyer(context.db);
    const phone = freshPhone();
    const answer = await postBehindSale(
      { id: campaign.id, accountId: account.id },
      { phone, payoutCents: 1000 },
      { phone },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().Error.fields).toEqual({ reason: 'duplicate' });
  });

  it('sees the spend of the sale it waited for against the daily limit', async () => {
    const { account, campaign } = await buyer(context.db, { limitCents: 1500 });
    const answer = await postBehindSale(
      { id: campaign.id, accountId: account.id },
      { phone: freshPhone(), payoutCents: 1000 },
      {},
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().Error.fields).toEqual({ reason: 'daily_limit' });
  });
});
