import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fundWallet } from '../src/seed/money-factories';
import { useMarketTestApp } from './support/market-test-app';
import { buyer, freshPhone, leadBody } from './support/marketplace';

const context = useMarketTestApp();

/** The titles the account was sent as `new_notification`, oldest first. */
async function pushedTitles(accountId: number) {
  const result = await context.db.execute<{ title: string }>(
    sql`select payload->>'title' as title from outbox_events where account_id = ${accountId} and event = 'new_notification' order by id`,
  );
  return result.rows.map((row) => row.title);
}

const sellLead = async () => (await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode;

async function answeredCall() {
  const call = (
    await context.publisher.post('/api/marketplace/calls', {
      external_id: randomUUID(),
      caller_phone: freshPhone(),
      from_zip: '23219',
      to_zip: '22201',
    })
  ).json().Data;
  return {
    callId: call?.call_id as number | undefined,
    end: () =>
      context.publisher.post(`/api/marketplace/calls/${call.call_id}/events`, {
        type: 'ended',
        status: 'answered',
        duration_seconds: 90,
      }),
  };
}

describe('new_notification for a low balance', () => {
  it('is sent once when a sale leaves less than the next one costs, and again after a refill', async () => {
    const { account } = await buyer(context.db, { balanceCents: 2500 });
    expect(await sellLead()).toBe(200); // $15 left: still pays $10
    expect(await sellLead()).toBe(200); // $5 left: crossed
    expect(await sellLead()).toBe(422); // cannot pay: no sale, no second notice
    expect(await pushedTitles(account.id)).toEqual(['Low balance']);

    const card = await context.db.execute<{ id: string }>(
      sql`select payment_method_id as id from payment_methods where account_id = ${account.id}`,
    );
    await fundWallet(context.db, {
      accountId: account.id,
      paymentMethodId: card.rows[0]!.id,
      amountCents: 2000,
    });
    expect(await sellLead()).toBe(200); // $15
    expect(await sellLead()).toBe(200); // $5: crossed again
    expect(await pushedTitles(account.id)).toEqual(['Low balance', 'Low balance']);
  });
});

describe('new_notification for a daily limit reached', () => {
  it('is sent once for leads, when the sale that reaches the limit is made', async () => {
    const { account } = await buyer(context.db, { limitCents: 2500 });
    expect(await sellLead()).toBe(200);
    expect(await pushedTitles(account.id)).toEqual([]);
    expect(await sellLead()).toBe(200);
    expect(await sellLead()).toBe(422);
    expect(await sellLead()).toBe(422);
    expect(await pushedTitles(account.id)).toEqual(['Daily limit reached']);
    // The toast is styled by its type (a warning) and opens the campaign.
    const pushed = await context.db.execute<{ type: string; campaign: number }>(
      sql`select payload->>'type' as type, (payload->>'campaignId')::bigint as campaign from outbox_events where account_id = ${account.id} and event = 'new_notification'`,
    );
    expect(pushed.rows.map((row) => [row.type, Number(row.campaign) > 0])).toEqual([
      ['daily_limit_reached', true],
    ]);
  });

  it('is sent once for calls, when the call that reaches the limit ends', async () => {
    const { account } = await buyer(context.db, { group: 'calls', limitCents: 2500, concurrentCalls: 3 });
    const calls = [await answeredCall(), await answeredCall()];
    for (const call of calls) expect((await call.end()).statusCode).toBe(200);
    expect(await pushedTitles(account.id)).toEqual(['Daily limit reached']);
    expect((await answeredCall()).callId).toBeUndefined(); // 422: no buyer for a third
    expect(await pushedTitles(account.id)).toEqual(['Daily limit reached']);
  });
});

describe('new_notification for a weekly or monthly cap reached', () => {
  it('is sent once for leads, when the sale that reaches the weekly cap is made', async () => {
    const { account } = await buyer(context.db, { weeklyCapCents: 2500 });
    expect(await sellLead()).toBe(200);
    expect(await pushedTitles(account.id)).toEqual([]);
    expect(await sellLead()).toBe(200);
    expect(await sellLead()).toBe(422);
    expect(await pushedTitles(account.id)).toEqual(['Weekly cap reached']);
    const stored = await context.db.execute<{ type: string; body: string; campaign: string | null }>(
      sql`select type, body, campaign_id as campaign from notifications where account_id = ${account.id}`,
    );
    expect(stored.rows.map((row) => [row.type, row.campaign !== null])).toEqual([
      ['weekly_cap_reached', true],
    ]);
    expect(stored.rows[0]!.body).toMatch(/spent \$20\.00 of its \$25\.00 weekly cap/);
  });

  it('is sent once for leads, when the sale that reaches the monthly cap is made', async () => {
    const { account } = await buyer(context.db, { monthlyCapCents: 2500, weeklyCapCents: 100_000 });
    expect(await sellLead()).toBe(200);
    expect(await sellLead()).toBe(200);
    expect(await sellLead()).toBe(422);
    expect(await pushedTitles(account.id)).toEqual(['Monthly cap reached']);
  });

  it('is sent once for calls, when the call that reaches the weekly cap ends', async () => {
    const { account } = await buyer(context.db, { group: 'calls', weeklyCapCents: 2500, concurrentCalls: 3 });
    const calls = [await answeredCall(), await answeredCall()];
    for (const call of calls) expect((await call.end()).statusCode).toBe(200);
    expect(await pushedTitles(account.id)).toEqual(['Weekly cap reached']);
    expect((await answeredCall()).callId).toBeUndefined();
    expect(await pushedTitles(account.id)).toEqual(['Weekly cap reached']);
  });
});
