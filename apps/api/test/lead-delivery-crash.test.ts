import { createDeliveryDestination, proappLogin } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../src/features/marketplace';
import { createDatabase, type Database } from '../src/platform/db/database';
import { createUser } from '../src/seed/factories';
import { callOverHttp, useApiProcessOnWorkerDatabase } from './support/api-process';
import { buyer, leadBody, prepareMarket } from './support/marketplace';
import { TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { startWebhookReceiver, waitFor } from './support/webhook-receiver';
import { testDatabaseUrl } from './support/worker-database';

const LEADS = 40;
/** The API process's delivery lease: seconds instead of production's 30, so the test waits them out. */
const LEASE_SECONDS = 10;
let db: Database;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

const apiProcess = useApiProcessOnWorkerDatabase('delivery-crash', {
  JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
  JOBS: 'on',
  DELIVERY_LEASE_SECONDS: String(LEASE_SECONDS),
});

beforeAll(async () => {
  db = createDatabase(testDatabaseUrl(), 2);
  // Slow answers: the kill comes while attempts wait for them, so those leads arrived but are not recorded.
  receiver = await startWebhookReceiver({ answerAfterMs: 1000 });
});

afterAll(async () => {
  await receiver.close();
  await db.$client.end();
});

/** Lead record id → the webhook-ids it arrived under at the receiver. */
function idsByLead(): Map<number, Set<string>> {
  const byLead = new Map<number, Set<string>>();
  for (const request of receiver.received) {
    const leadId = JSON.parse(request.body).data.lead_id as number;
    byLead.set(leadId, (byLead.get(leadId) ?? new Set()).add(String(request.headers['webhook-id'])));
  }
  return byLead;
}

describe('the API process killed (SIGKILL) while it delivers leads', () => {
  it('delivers every lead at least once after it starts again, each under one webhook-id', async () => {
    await prepareMarket(db);
    const { account } = await buyer(db);
    const email = uniqueEmail('crash');
    await createUser(db, { email, password: TEST_PASSWORD, username: 'Owner', homeAccountId: account.id });
    const publisher = await createPublisher(db, { name: 'Crash traffic' });
    let api = await apiProcess.start();
    const login = await callOverHttp(api.port, proappLogin, {
      body: { login: email, password: TEST_PASSWORD },
    });
    if (!('status' in login)) throw new Error(login.failure);
    const token = login.body.Data!.token as string;
    const created = await callOverHttp(api.port, createDeliveryDestination, {
      token,
      body: {
        kind: 'webhook',
        name: 'CRM',
        campaignId: null,
        format: 'vanbid',
        url: receiver.url('/crm'),
        globalId: account.id,
      },
    });
    expect('status' in created && created.status).toBe(200);

    const port = api.port;
    const posts = Array.from({ length: LEADS }, () =>
      fetch(`http://127.0.0.1:${port}/api/marketplace/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-publisher-key': publisher.key },
        body: JSON.stringify(leadBody()),
      }).then(
        (response) => response.status,
        () => 0,
      ),
    );
    await waitFor(() => receiver.received.length >= 3);
    api.process.kill('SIGKILL');
    await api.exited;
    await Promise.all(posts);

    const sold = await db.execute<{ id: number }>(
      sql`select id from lead_records where account_id = ${account.id}`,
    );
    const soldIds = sold.rows.map((row) => Number(row.id));
    expect(soldIds.length).toBeGreaterThan(0);
    // The deliveries the dead process left, each under its lease: until when, and how much of it
    // was left (never more than the lease it was given). Milliseconds, as an attempt's start is kept.
    const waiting = await db.execute<{ id: number; leased_until: Date | null; lease_left: number }>(sql`
      select id, date_trunc('milliseconds', leased_until) as leased_until,
        extract(epoch from leased_until - now())::float8 as lease_left
      from lead_deliveries where account_id = ${account.id} and status = 'pending'`);
    expect(waiting.rows.length).toBeGreaterThan(0); // the kill came mid-way
    expect(waiting.rows.filter((row) => row.leased_until === null)).toEqual([]);
    expect(Math.max(...waiting.rows.map((row) => Number(row.lease_left)))).toBeLessThanOrEqual(LEASE_SECONDS);
    const leaseEnds = new Map(waiting.rows.map((row) => [Number(row.id), new Date(row.leased_until!)]));

    api = await apiProcess.start();
    await waitFor(() => soldIds.every((id) => idsByLead().has(id)), 180_000);
    const underTwoIds = [...idsByLead()].filter(([, ids]) => ids.size > 1);
    expect(underTwoIds).toEqual([]);

    // Each was sent again only once its lease had run out, and each such attempt is logged.
    await waitFor(async () => {
      const pending = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from lead_deliveries where account_id = ${account.id} and status = 'pending'`,
      );
      return pending.rows[0]!.count === 0;
    });
    const attempts = await db.execute<{ delivery_id: number; started_at: Date }>(sql`
      select delivery_id, started_at from lead_delivery_attempts
      where delivery_id = any(${sql.param([...leaseEnds.keys()])}::bigint[])`);
    expect(new Set(attempts.rows.map((row) => Number(row.delivery_id))).size).toBe(leaseEnds.size);
    const sentWithinLease = attempts.rows.filter(
      (row) => new Date(row.started_at) < leaseEnds.get(Number(row.delivery_id))!,
    );
    expect(sentWithinLease).toEqual([]);
  }, 300_000);
});
