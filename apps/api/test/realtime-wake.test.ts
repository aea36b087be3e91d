import { notifyCampaignCreation } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishAll } from '../src/platform/events/publish';
import { createCampaign } from '../src/seed/factories';
import { signedInOwner } from './support/signed-in';
import { connected, useSocketClients } from './support/sockets';
import { useTestApp } from './support/test-app';

// The relay's safety poll once an hour: what arrives within the test came because its commit woke the relay.
const context = useTestApp({ REALTIME_RELAY_MS: '3600000' });
const { call } = context;
const { open } = useSocketClients(context);

describe('the outbox relay, woken by commits', () => {
  it('pushes a product event to the account’s socket as soon as its transaction commits', async () => {
    const owner = await signedInOwner(context);
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Woken',
    });
    const socket = open({ token: owner.token });
    await connected(socket);
    const notified = new Promise((resolve) => socket.once('new_notification', resolve));
    await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaign.id } });
    await expect(notified).resolves.toMatchObject({ title: 'Campaign created' });
  });

  it('pushes every event of transactions committed one after the other, in order', async () => {
    const owner = await signedInOwner(context);
    const socket = open({ token: owner.token });
    await connected(socket);
    const payouts: number[] = [];
    const all = new Promise<void>((resolve) =>
      socket.on('UPDATE_PAYOUT', ({ payout }: { payout: number }) => {
        payouts.push(payout);
        if (payouts.length === 30) resolve();
      }),
    );
    for (let transaction = 0; transaction < 10; transaction++) {
      await context.db.transaction((tx) =>
        publishAll(
          tx,
          [0, 1, 2].map((index) => ({
            name: 'UPDATE_PAYOUT' as const,
            accountId: owner.account.id,
            payload: { campaignId: 1, payout: transaction * 3 + index },
          })),
        ),
      );
    }
    await all;
    expect(payouts).toEqual(Array.from({ length: 30 }, (_, index) => index));
  });

  it('is woken again once its listening connection was cut (the database restarting)', async () => {
    const owner = await signedInOwner(context);
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Again',
    });
    const socket = open({ token: owner.token });
    await connected(socket);
    const cut = await context.db.execute<{ isCut: boolean }>(sql`
      with listening as materialized (
        select pid from pg_stat_activity where datname = current_database() and query = 'listen outbox_events')
      select pg_terminate_backend(pid) as "isCut" from listening`);
    expect(cut.rows).toEqual([{ isCut: true }]);
    const notified = new Promise((resolve) => socket.once('new_notification', resolve));
    await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaign.id } });
    await expect(notified).resolves.toMatchObject({ title: 'Campaign created' });
    // And listening again: the next commit wakes it too.
    const next = new Promise((resolve) => socket.once('new_notification', resolve));
    await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaign.id } });
    await expect(next).resolves.toMatchObject({ title: 'Campaign created' });
  });
});
