import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, freshPhone, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';

// Calls are chosen from the same market as leads, by the same group rule (`campaignGroup`): a
// DIJOCA campaign whose type names neither calls nor branded is no calls campaign at all.
const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

/** Posts a call nobody takes; the counts of campaigns it found out of the market. */
async function unroutedCallSkipped(): Promise<Record<string, number>> {
  const externalId = randomUUID();
  const response = await publisher.post('/api/marketplace/calls', {
    external_id: externalId,
    caller_phone: freshPhone(),
    from_zip: '23219',
    to_zip: '22201',
  });
  expect(response.statusCode).toBe(422);
  const result = await context.db.execute<{ skipped: Record<string, number> }>(
    sql`select skipped from marketplace_offers where external_id = ${externalId} and kind = 'call'`,
  );
  return result.rows[0]!.skipped;
}

describe('the campaigns a call reaches', () => {
  it('leaves out a DIJOCA campaign of neither calls nor branded, even from the out-of-market counts', async () => {
    const before = await unroutedCallSkipped();
    const { campaign } = await buyer(context.db, { group: 'calls', zipCodes: ['99950'] });
    await context.db.execute(sql`update campaigns set type = 'EM Moving' where id = ${campaign.id}`);
    expect(await unroutedCallSkipped()).toEqual(before);

    // The same campaign as a calls campaign outside its area is counted.
    await context.db.execute(sql`update campaigns set type = 'EM Moving calls' where id = ${campaign.id}`);
    const after = await unroutedCallSkipped();
    expect(after.geography ?? 0).toBe((before.geography ?? 0) + 1);
  });
});
