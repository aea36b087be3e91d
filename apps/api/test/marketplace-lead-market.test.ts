import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, buyer, FLAT_TYPE, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';

// The API keeps the market's settings in memory between sales (features/marketplace/
// market-snapshot.ts). Every edit committed before a lead arrives must decide that lead, whoever made
// it: here plain SQL, as a second API process or an operator would.
const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

const version = async () =>
  (await context.db.execute<{ version: string }>(sql`select version from lead_market_version`)).rows[0]!
    .version;

/** Posts a lead; what the buyer's wallet lost to it, and the answer's status. */
async function sellTo(accountId: number, overrides: Record<string, unknown> = {}) {
  const before = await balanceOf(context.db, accountId);
  const response = await publisher.post('/api/marketplace/leads', leadBody(overrides));
  return { status: response.statusCode, paidCents: before - (await balanceOf(context.db, accountId)) };
}

describe('the lead market kept in memory', () => {
  it('prices the next lead at a bid or a minimum changed after the last one', async () => {
    const { account, campaign } = await buyer(context.db);
    expect(await sellTo(account.id)).toEqual({ status: 200, paidCents: 1000 });

    await context.db.execute(sql`update campaigns set bid_percent = 50 where id = ${campaign.id}`);
    expect(await sellTo(account.id)).toEqual({ status: 200, paidCents: 1500 });

    await context.db.execute(
      sql`update min_hourly_bids set mon_cents = 1200, tue_cents = 1200, wed_cents = 1200, thu_cents = 1200,
        fri_cents = 1200, sat_cents = 1200, sun_cents = 1200 where campaign_type_id = ${FLAT_TYPE.leads}`,
    );
    expect(await sellTo(account.id)).toEqual({ status: 200, paidCents: 1800 });
    await context.db.execute(
      sql`update min_hourly_bids set mon_cents = 1000, tue_cents = 1000, wed_cents = 1000, thu_cents = 1000,
        fri_cents = 1000, sat_cents = 1000, sun_cents = 1000 where campaign_type_id = ${FLAT_TYPE.leads}`,
    );
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
  });

  it('sells nothing to a campaign switched off after its last sale', async () => {
    const { account, campaign } = await buyer(context.db);
    expect((await sellTo(account.id)).status).toBe(200);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    expect(await sellTo(account.id)).toEqual({ status: 422, paidCents: 0 });
  });

  it('follows a ZIP area edited after a lead it did not hold', async () => {
    const { account, campaign } = await buyer(context.db, { zipCodes: ['99950'] });
    expect(await sellTo(account.id)).toEqual({ status: 422, paidCents: 0 });
    await context.db.execute(sql`
      update geo_templates set zip_codes = '["99950", "23219"]'::jsonb
      where id = (select geo_template_id from campaigns where id = ${campaign.id})`);
    expect(await sellTo(account.id)).toEqual({ status: 200, paidCents: 1000 });
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
  });

  it('is not renewed by the sales themselves (last buys), only by edits', async () => {
    const { account, campaign } = await buyer(context.db);
    const before = await version();
    expect((await sellTo(account.id)).status).toBe(200);
    expect(await version()).toBe(before);
    await context.db.execute(
      sql`update campaigns set leads_limit_cents = leads_limit_cents where id = ${campaign.id}`,
    );
    expect(await version()).toBe(before); // an update that changes nothing
    await context.db.execute(sql`update campaigns set nickname = 'Renamed' where id = ${campaign.id}`);
    expect(await version()).not.toBe(before);
  });
});
