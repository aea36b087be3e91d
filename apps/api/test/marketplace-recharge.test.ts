import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailPendingNotifications } from '../src/features/notifications';
import { AUTO_RECHARGE_JOB, settleRechargeRequest } from '../src/features/wallet';
import { createUser } from '../src/seed/factories';
import {
  addSandboxBankAccount,
  addSandboxCard,
  enableAutoRecharge,
  SANDBOX_BANK,
} from '../src/seed/money-factories';
import { gatewayCharges, SANDBOX_CARDS } from './payments-support';
import { useMarketTestApp } from './support/market-test-app';
import { balanceOf, buyer, leadBody } from './support/marketplace';

// As `npm start` runs it: the job queue in the API process.
const context = useMarketTestApp({ JOBS: 'on' });

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function noticesOf(accountId: number) {
  const result = await context.db.execute<{ type: string; title: string }>(
    sql`select type, title from notifications where account_id = ${accountId} and type like 'auto_recharge%' order by id`,
  );
  return result.rows;
}

async function pushedNotices(accountId: number) {
  const result = await context.db.execute<{ title: string }>(
    sql`select payload->>'title' as title from outbox_events where account_id = ${accountId} and event = 'new_notification' order by id`,
  );
  return result.rows.map((row) => row.title);
}

async function requestsOf(accountId: number) {
  const result = await context.db.execute<{ id: number; outcome: string | null }>(
    sql`select id, outcome from auto_recharge_requests where account_id = ${accountId} order by id`,
  );
  return result.rows.map((row) => ({ id: Number(row.id), outcome: row.outcome }));
}

/** A lead buyer paying $10 a lead, with an owner who can be e-mailed. */
async function rechargingBuyer(balanceCents: number) {
  const { account, campaign } = await buyer(context.db, { balanceCents });
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  await createUser(context.db, {
    email,
    username: email,
    password: 'password-123',
    homeAccountId: account.id,
  });
  await enableAutoRecharge(context.db, { accountId: account.id, thresholdCents: 2000, amountCents: 5000 });
  return { account, campaign, email };
}

async function mailTo(email: string) {
  const result = await context.db.execute<{ subject: string }>(
    sql`select subject from mail_outbox where "to" = ${email} order by id`,
  );
  return result.rows.map((row) => row.subject);
}

describe('auto-recharge after a sale, through the job queue', () => {
  it('recharges once when a sale takes the balance under the threshold, and tells the owner', async () => {
    const { account } = await rechargingBuyer(2500);
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    await waitUntil(async () => (await balanceOf(context.db, account.id)) === 2500 - 1000 + 5000);
    expect(await gatewayCharges(context.db, account.id)).toBe(2);
    expect(await noticesOf(account.id)).toEqual([
      { type: 'auto_recharge_done', title: 'Auto-recharge done' },
    ]);
    expect(await pushedNotices(account.id)).toContain('Auto-recharge done');
    expect(await requestsOf(account.id)).toEqual([{ id: expect.any(Number), outcome: 'recharged' }]);

    // Above the threshold again: the next sale asks for nothing.
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    expect(await requestsOf(account.id)).toHaveLength(1);
  });

  it('notifies and e-mails the owner when every method declines, and moves no money', async () => {
    const { account, email } = await rechargingBuyer(2500);
    await context.db.execute(
      sql`update payment_methods set deleted_at = now(), is_primary = false where account_id = ${account.id}`,
    );
    await addSandboxCard(context.db, {
      accountId: account.id,
      number: SANDBOX_CARDS.declined,
      makePrimary: true,
    });
    await addSandboxBankAccount(context.db, { accountId: account.id, accountNumber: SANDBOX_BANK.closed });
    const chargesBefore = await gatewayCharges(context.db, account.id);

    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    await waitUntil(async () => (await noticesOf(account.id)).length > 0);
    expect(await noticesOf(account.id)).toEqual([
      { type: 'auto_recharge_failed', title: 'Auto-recharge failed' },
    ]);
    expect(await pushedNotices(account.id)).toContain('Auto-recharge failed');
    expect(await requestsOf(account.id)).toEqual([{ id: expect.any(Number), outcome: 'failed' }]);
    expect(await balanceOf(context.db, account.id)).toBe(1500);
    expect(await gatewayCharges(context.db, account.id)).toBe(chargesBefore);
    await mailPendingNotifications(context.app.deps);
    expect(await mailTo(email)).toEqual(['Auto-recharge failed']);
  });

  it('charges once when the job for one request runs several times, at the same time', async () => {
    const { account, email } = await rechargingBuyer(2500);
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    const [request] = await requestsOf(account.id);
    await Promise.all([
      context.app.jobs!.send(AUTO_RECHARGE_JOB, { requestId: request!.id }),
      context.app.jobs!.send(AUTO_RECHARGE_JOB, { requestId: request!.id }),
      settleRechargeRequest(context.app.deps, request!.id),
      settleRechargeRequest(context.app.deps, request!.id),
    ]);
    await waitUntil(async () => (await requestsOf(account.id))[0]!.outcome !== null);
    expect(await settleRechargeRequest(context.app.deps, request!.id)).toBe('already_settled');
    await new Promise((done) => setTimeout(done, 1500)); // the queued runs have had their turn
    expect(await balanceOf(context.db, account.id)).toBe(1500 + 5000);
    expect(await gatewayCharges(context.db, account.id)).toBe(2);
    expect(await noticesOf(account.id)).toHaveLength(1);
    // "Auto-recharge done" is in-app only unless the owner turns e-mail on.
    await mailPendingNotifications(context.app.deps);
    expect(await mailTo(email)).toEqual([]);
  });
});
