import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publish, publishAll } from '../src/platform/events/publish';
import { createAccount } from '../src/seed/factories';
import { useTestApp } from './support/test-app';

const context = useTestApp();

/** What the relay will push to the account, oldest first, with each row's time. */
async function outboxOf(accountId: number) {
  const result = await context.db.execute<{ event: string; payload: Record<string, unknown>; at: string }>(
    sql`select event, payload, created_at::text as at from outbox_events where account_id = ${accountId} order by id`,
  );
  return result.rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

async function notificationsOf(accountId: number) {
  const result = await context.db.execute<{ id: string; type: string; title: string; at: string }>(
    sql`select id, type, title, created_at::text as at from notifications where account_id = ${accountId} order by id`,
  );
  return result.rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
}

describe('publish(tx, event, at)', () => {
  it('writes the event, and a notification with its row, at the sale time it is given', async () => {
    const account = await createAccount(context.db, { name: 'Publish At' });
    const at = new Date('2026-03-04T15:16:17.000Z');
    await context.db.transaction(async (tx) => {
      await publish(
        tx,
        { name: 'UPDATE_PAYOUT', accountId: account.id, payload: { campaignId: 7, payout: 12.5 } },
        at,
      );
      await publish(
        tx,
        {
          name: 'new_notification',
          accountId: account.id,
          notification: { type: 'out_of_funds', title: 'Low balance', body: 'Add funds', priority: 3 },
        },
        at,
      );
    });
    const [notice] = await notificationsOf(account.id);
    expect(notice).toMatchObject({ type: 'out_of_funds', title: 'Low balance', at: at.toISOString() });
    expect(await outboxOf(account.id)).toEqual([
      { event: 'UPDATE_PAYOUT', payload: { campaignId: 7, payout: 12.5 }, at: at.toISOString() },
      {
        event: 'new_notification',
        payload: {
          id: notice!.id,
          type: 'out_of_funds',
          title: 'Low balance',
          body: 'Add funds',
          campaignId: null,
        },
        at: at.toISOString(),
      },
    ]);
  });
});

describe('publishAll(tx, events, at)', () => {
  it("writes many accounts' events and notifications together, each event carrying its notification's id", async () => {
    const first = await createAccount(context.db, { name: 'Publish All 1' });
    const second = await createAccount(context.db, { name: 'Publish All 2' });
    await context.db.transaction((tx) =>
      publishAll(tx, [
        { name: 'UPDATE_PAYOUT', accountId: first.id, payload: { campaignId: 1, payout: 10 } },
        {
          name: 'new_notification',
          accountId: first.id,
          notification: { type: 'daily_limit_reached', title: 'Daily limit reached', body: 'One' },
        },
        { name: 'UPDATE_PAYOUT', accountId: second.id, payload: { campaignId: 2, payout: 20 } },
        {
          name: 'new_notification',
          accountId: second.id,
          notification: { type: 'out_of_funds', title: 'Low balance', body: 'Two', campaignId: 2 },
        },
      ]),
    );
    for (const [account, payout, type, title, body, campaignId] of [
      [first, { campaignId: 1, payout: 10 }, 'daily_limit_reached', 'Daily limit reached', 'One', null],
      [second, { campaignId: 2, payout: 20 }, 'out_of_funds', 'Low balance', 'Two', 2],
    ] as const) {
      const notices = await notificationsOf(account.id);
      expect(notices.map((notice) => notice.title)).toEqual([title]);
      const events = await outboxOf(account.id);
      expect(
        events.map(({ event, payload }) => ({ event, payload })).sort((a, b) => (a.event < b.event ? -1 : 1)),
      ).toEqual([
        { event: 'UPDATE_PAYOUT', payload: payout },
        { event: 'new_notification', payload: { id: notices[0]!.id, type, title, body, campaignId } },
      ]);
    }
  });

  it('writes nothing when the transaction rolls back', async () => {
    const account = await createAccount(context.db, { name: 'Publish Rollback' });
    await expect(
      context.db.transaction(async (tx) => {
        await publishAll(tx, [
          {
            name: 'new_notification',
            accountId: account.id,
            notification: { type: 'out_of_funds', title: 'Low balance', body: 'Gone' },
          },
        ]);
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    expect(await outboxOf(account.id)).toEqual([]);
    expect(await notificationsOf(account.id)).toEqual([]);
  });
});
