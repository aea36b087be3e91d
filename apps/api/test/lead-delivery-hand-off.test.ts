import { createDeliveryDestination } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeliveryChannel, deliveryDepsOf, startDeliveryWorker } from '../src/features/lead-delivery';
import { createDatabase } from '../src/platform/db/database';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { startWebhookReceiver, waitFor } from './support/webhook-receiver';
import { testDatabaseUrl } from './support/worker-database';

// As `npm start` runs it: the API process sells and its delivery thread sends.
const context = useTestApp({ JOBS: 'on', LOG_LEVEL: 'error' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('a sale’s deliveries, handed to the selling process’s delivery thread', () => {
  it('are sent by it: another process’s worker, looking for due deliveries all along, takes none', async () => {
    await context.db.execute(sql`update campaigns set is_active = false`);
    const owner = await signedInOwner(context);
    await buyer(context.db, { account: owner.account });
    for (const path of ['/a', '/b', '/c']) {
      const answer = await context.call(createDeliveryDestination, {
        as: owner,
        body: {
          kind: 'webhook',
          name: `CRM ${path}`,
          campaignId: null,
          format: 'vanbid',
          url: receiver.url(path),
        },
      });
      expect(answer.status).toBe(200);
    }
    // Another process's worker on the same database, polling without pause; it only notes what it takes.
    const taken: number[] = [];
    const noting: DeliveryChannel = {
      send: async ({ deliveryId }) => {
        taken.push(deliveryId);
        return { outcome: 'delivered', statusCode: 200, answer: '', error: null };
      },
    };
    const otherDb = createDatabase(testDatabaseUrl(), 2);
    const other = startDeliveryWorker(
      {
        ...deliveryDepsOf(context.app),
        db: otherDb,
        channels: { webhook: noting, email: noting, sms: noting },
      },
      { error: () => {} },
      { pollMs: 5 },
    );
    try {
      const publisher = await publisherClient(context);
      for (let lead = 0; lead < 5; lead++)
        expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
      await waitFor(async () => {
        const pending = await context.db.execute<{ count: number }>(
          sql`select count(*)::int as count from lead_deliveries where account_id = ${owner.account.id} and status = 'pending'`,
        );
        return pending.rows[0]!.count === 0;
      });
      expect(taken).toEqual([]);
      expect(receiver.received.length).toBe(15);
    } finally {
      await other.stop();
      await otherDb.$client.end();
    }
  });
});
