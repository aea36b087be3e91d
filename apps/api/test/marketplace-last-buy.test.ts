import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayCall, replayCallEvent, replayLead } from '../src/features/demo-traffic';
import { verifyLedger } from '../src/features/verify-ledger';
import { buyer, freshPhone, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';

// Many small batches at once: sales commit in an order other than the one they began in, as
// they do with several API processes.
const context = useTestApp({ MARKETPLACE_LEAD_BATCH: '3', MARKETPLACE_LEAD_BATCHES_AT_ONCE: '12' });
let publisher: Awaited<ReturnType<typeof publisherClient>>;
let baseUrl: string;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context, 'Last Buy Traffic');
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

// The files of a worker share its database: only this file's accounts are judged.
async function differencesOf(accountIds: readonly number[]) {
  return (await verifyLedger(context.db)).filter((difference) => accountIds.includes(difference.accountId));
}

async function lastBuyOf(campaignId: number): Promise<string> {
  const result = await context.db.execute<{ at: string }>(
    sql`select last_buy_at::text as at from campaigns where id = ${campaignId}`,
  );
  return result.rows[0]!.at;
}

describe("a campaign's last buy (lastBuyDate)", () => {
  it('stays at the newest sale when an earlier sale is written after a later one', async () => {
    const { account, campaign } = await buyer(context.db);
    const later = new Date(Date.now() - 60_000);
    const earlier = new Date(Date.now() - 120_000);
    for (const at of [later, earlier])
      await context.db.transaction(async (tx) => {
        expect(await replayLead(tx, publisher.id, leadBody(), { at, maxBuyers: 3 })).toBe(1);
      });
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    expect(new Date(await lastBuyOf(campaign.id)).getTime()).toBe(later.getTime());
    expect(await differencesOf([account.id])).toEqual([]);
  });

  it('stays at the newest charged call when an earlier call ends after a later one', async () => {
    const { account, campaign } = await buyer(context.db, { group: 'calls' });
    const later = new Date(Date.now() - 60_000);
    const earlier = new Date(Date.now() - 300_000);
    for (const at of [later, earlier])
      await context.db.transaction(async (tx) => {
        const body = {
          external_id: randomUUID(),
          caller_phone: freshPhone(),
          from_zip: '23219',
          to_zip: '22201',
          is_branded: false,
        };
        const call = await replayCall(tx, publisher.id, body, at);
        expect(call?.isRouted).toBe(true);
        const ended = { type: 'ended', status: 'answered', duration_seconds: 120 } as const;
        const endedAt = new Date(at.getTime() + 130_000);
        await replayCallEvent(tx, { id: call!.offerId, publisherId: publisher.id }, ended, {
          at: endedAt,
          billableSeconds: 60,
        });
      });
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    expect(new Date(await lastBuyOf(campaign.id)).getTime()).toBe(later.getTime());
    expect(await differencesOf([account.id])).toEqual([]);
  });

  it('agrees with the newest charged record after 6 rounds of 60 concurrent leads (npm run verify-ledger)', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 4 }, () => buyer(context.db, { balanceCents: 1_000_000 })),
    );
    const post = () =>
      fetch(`${baseUrl}/api/marketplace/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-publisher-key': publisher.key },
        body: JSON.stringify(leadBody()),
      });
    for (let round = 0; round < 6; round++) {
      const statuses = (await Promise.all(Array.from({ length: 60 }, post))).map((r) => r.status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }
    for (const { campaign } of buyers)
      await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    expect(await differencesOf(buyers.map(({ account }) => account.id))).toEqual([]);
  });
});
