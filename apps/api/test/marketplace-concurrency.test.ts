import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import { assertLedgerBalanced } from './payments-support';
import {
  ALL_DAY,
  balanceOf,
  buyer,
  FLAT_MINIMUM_CENTS,
  FLAT_TYPE,
  freshPhone,
  leadBody,
  prepareMarket,
  publisherClient,
} from './support/marketplace';
import { useTestApp } from './support/test-app';

const context = useTestApp();
let baseUrl: string;
let key: string;

beforeAll(async () => {
  await prepareMarket(context.db);
  key = (await publisherClient(context)).key;
  // 1,000 connections open at once: more than the default accept queue (511) holds while the
  // server waits for the CPU (test files run side by side), and the kernel resets the rest.
  await context.app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

function post(path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publisher-key': key },
    body: JSON.stringify(body),
  });
}

describe('the marketplace under concurrent traffic (real HTTP, real PostgreSQL)', () => {
  it('1,000 concurrent leads against one campaign with a daily limit sell exactly up to it', async () => {
    const salesAllowed = 50;
    const { account, campaign } = await buyer(context.db, {
      limitCents: salesAllowed * FLAT_MINIMUM_CENTS + FLAT_MINIMUM_CENTS / 2,
      balanceCents: 1_000_000,
    });
    const responses = await Promise.all(
      Array.from({ length: 1000 }, () => post('/api/marketplace/leads', leadBody())),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(salesAllowed);
    expect(statuses.filter((status) => status === 422)).toHaveLength(1000 - salesAllowed);
    const records = await context.db.execute<{ n: number; cents: number }>(
      sql`select count(*)::int as n, sum(payout_cents)::bigint as cents from lead_records where campaign_id = ${campaign.id}`,
    );
    expect(records.rows[0]).toEqual({ n: salesAllowed, cents: salesAllowed * FLAT_MINIMUM_CENTS });
    const spend = await context.db.execute(
      sql`select sum(payout_cents)::bigint as cents from campaign_spend_days where campaign_id = ${campaign.id}`,
    );
    expect(Number(spend.rows[0]!.cents)).toBe(salesAllowed * FLAT_MINIMUM_CENTS);
    expect(await balanceOf(context.db, account.id)).toBe(1_000_000 - salesAllowed * FLAT_MINIMUM_CENTS);
    const reasons = await context.db.execute(
      sql`select loss_reason, count(*)::int as n from marketplace_decision_log where campaign_id = ${campaign.id} group by 1 order by 1`,
    );
    expect(reasons.rows).toEqual([
      { loss_reason: 'daily_limit', n: 1000 - salesAllowed },
      { loss_reason: null, n: salesAllowed },
    ]);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    await assertLedgerBalanced(context.db);
  });

  it.each([
    ['weekly', 'weeklyCapCents', 'weekly_cap'],
    ['monthly', 'monthlyCapCents', 'monthly_cap'],
  ] as const)(
    '400 concurrent leads against one campaign with a %s cap sell exactly up to it',
    async (_, cap, reason) => {
      const salesAllowed = 20;
      const { account, campaign } = await buyer(context.db, {
        [cap]: salesAllowed * FLAT_MINIMUM_CENTS + FLAT_MINIMUM_CENTS / 2,
        balanceCents: 1_000_000,
      });
      const responses = await Promise.all(
        Array.from({ length: 400 }, () => post('/api/marketplace/leads', leadBody())),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(salesAllowed);
      const spend = await context.db.execute(
        sql`select sum(payout_cents)::bigint as cents from campaign_spend_days where campaign_id = ${campaign.id}`,
      );
      expect(Number(spend.rows[0]!.cents)).toBe(salesAllowed * FLAT_MINIMUM_CENTS);
      expect(await balanceOf(context.db, account.id)).toBe(1_000_000 - salesAllowed * FLAT_MINIMUM_CENTS);
      const reasons = await context.db.execute(
        sql`select loss_reason, count(*)::int as n from marketplace_decision_log where campaign_id = ${campaign.id} group by 1 order by 1`,
      );
      expect(reasons.rows).toEqual([
        { loss_reason: reason, n: 400 - salesAllowed },
        { loss_reason: null, n: salesAllowed },
      ]);
      await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
      await assertLedgerBalanced(context.db);
    },
  );

  it('never lets concurrent leads take a wallet below zero', async () => {
    const { account, campaign } = await buyer(context.db, { balanceCents: 7 * FLAT_MINIMUM_CENTS + 300 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => post('/api/marketplace/leads', leadBody())),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(7);
    expect(await balanceOf(context.db, account.id)).toBe(300);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    await assertLedgerBalanced(context.db);
  });

  it('sells calls (offered, answered, ended) and leads at once on the same campaigns and wallets without a fault, and the books agree', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 3 }, () =>
        buyer(context.db, {
          group: 'calls',
          concurrentCalls: 50,
          timeoutSeconds: 600,
          balanceCents: 1_000_000,
        }),
      ),
    );
    // Each account also buys leads: a lead batch locks its wallet too.
    for (const { account } of buyers) {
      const leads = await createCampaign(context.db, {
        accountId: account.id,
        group: 'leads',
        nickname: `leads ${account.id}`,
      });
      await context.db.execute(sql`
        update campaigns set campaign_type_id = ${FLAT_TYPE.leads}, hours = ${JSON.stringify(ALL_DAY)}::jsonb,
          leads_limit_cents = 1000000 where id = ${leads.id}`);
    }
    const statuses: number[] = [];
    const callFlow = async () => {
      const offered = await post('/api/marketplace/calls', {
        external_id: randomUUID(),
        caller_phone: freshPhone(),
        from_zip: '23219',
        to_zip: '22201',
      });
      statuses.push(offered.status);
      if (offered.status !== 200) return;
      const callId = ((await offered.json()) as { Data: { call_id: number } }).Data.call_id;
      for (const event of [
        { type: 'answered' },
        { type: 'ended', status: 'answered', duration_seconds: 120 },
      ]) {
        const answer = await post(`/api/marketplace/calls/${callId}/events`, event);
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
    };
    const leadFlow = async () => {
      const sold = await post('/api/marketplace/leads', leadBody());
      statuses.push(sold.status);
      await sold.arrayBuffer();
    };
    await Promise.all([...Array.from({ length: 150 }, callFlow), ...Array.from({ length: 150 }, leadFlow)]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const { account } of buyers) {
      const charged = await context.db.execute<{ cents: number }>(sql`
        select coalesce(sum(amount_cents), 0)::bigint as cents from transactions
        where account_id = ${account.id} and type in ('lead', 'call')`);
      expect(await balanceOf(context.db, account.id)).toBe(1_000_000 - Number(charged.rows[0]!.cents));
    }
    const accounts = buyers.map(({ account }) => account.id);
    const books = await context.db.execute<{ records: number; spend: number; billed: number }>(sql`
      select
        (select coalesce(sum(payout_cents), 0) from call_records where charged and account_id = any(${sql.param(accounts)}::bigint[]))
          + (select coalesce(sum(payout_cents), 0) from lead_records where charged and account_id = any(${sql.param(accounts)}::bigint[])) as records,
        (select coalesce(sum(payout_cents), 0) from campaign_spend_days where account_id = any(${sql.param(accounts)}::bigint[])) as spend,
        (select coalesce(sum(amount_cents), 0) from transactions where type in ('lead', 'call') and account_id = any(${sql.param(accounts)}::bigint[])) as billed`);
    const { records, spend, billed } = books.rows[0]!;
    expect(Number(records)).toBeGreaterThan(0);
    expect([Number(spend), Number(billed)]).toEqual([Number(records), Number(records)]);
    await context.db.execute(
      sql`update campaigns set is_active = false where account_id = any(${sql.param(accounts)}::bigint[])`,
    );
    await assertLedgerBalanced(context.db);
  });
});
