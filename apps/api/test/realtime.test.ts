import { duplicateCampaign, notifyCampaignCreation } from '@vanbid/contract';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../src/platform/db/schema/index';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { connected, useSocketClients } from './support/sockets';
import { useTestApp } from './support/test-app';

const context = useTestApp({ REALTIME_RELAY_MS: '25' });
const { call } = context;
const { open, origin: portalOrigin } = useSocketClients(context);

/** Every event the socket receives, in order. */
function received(socket: Socket): { event: string; payload: unknown }[] {
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return events;
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the realtime socket', () => {
  it('refuses a handshake without a token, with a bad token, or for a foreign account', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    await expect(connected(open({}))).rejects.toThrow('Sign in to continue');
    await expect(connected(open({ token: `${owner.token}x` }))).rejects.toThrow(/session has ended/);
    await expect(connected(open({ token: owner.token, globalId: stranger.account.id }))).rejects.toThrow(
      'You do not have access to this account',
    );
  });

  it('refuses another site’s origin and accepts the portal’s own', async () => {
    const owner = await signedInOwner(context);
    await expect(
      connected(open({ token: owner.token }, { origin: 'https://evil.example' })),
    ).rejects.toThrow();
    await expect(
      connected(open({ token: owner.token }, { origin: portalOrigin() })),
    ).resolves.toBeUndefined();
  });

  it('pushes an account’s outbox events to its sockets only, in order, and the account-less ones to all', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const mine = open({ token: owner.token, globalId: owner.account.id });
    const theirs = open({ token: stranger.token });
    await Promise.all([connected(mine), connected(theirs)]);
    const mineGot = received(mine);
    const theirsGot = received(theirs);

    await context.db.insert(outboxEvents).values([
      {
        accountId: owner.account.id,
        event: 'new_notification',
        payload: { id: 1, title: 'First', body: 'a' },
      },
      { accountId: owner.account.id, event: 'new_notification', payload: { title: 'no id: not sent' } },
      { accountId: owner.account.id, event: 'NOT_AN_EVENT', payload: {} },
      { accountId: owner.account.id, event: 'UPDATE_PAYOUT', payload: { campaignId: 5, payout: 12.5 } },
      { accountId: null, event: 'MIN_BID_UPDATE', payload: {} },
    ]);

    await until(() => mineGot.length >= 3 && theirsGot.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(mineGot).toEqual([
      { event: 'new_notification', payload: { id: 1, title: 'First', body: 'a' } },
      { event: 'UPDATE_PAYOUT', payload: { campaignId: 5, payout: 12.5 } },
      { event: 'MIN_BID_UPDATE', payload: {} },
    ]);
    expect(theirsGot).toEqual([{ event: 'MIN_BID_UPDATE', payload: {} }]);
  });

  it('sends a campaign’s creation notice to the account that created it', async () => {
    const owner = await signedInOwner(context);
    const socket = open({ token: owner.token });
    await connected(socket);
    const got = received(socket);
    const duplicated = await call(duplicateCampaign, { as: owner, body: { campaignId: await anyOfferId() } });
    const campaignId = duplicated.data.campaign.campaignId as number;
    await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaignId } });
    await until(() => got.length > 0);
    expect(got[0]).toMatchObject({ event: 'new_notification', payload: { title: 'Campaign created' } });
  });

  it('keeps the socket in its room when a login names a foreign account, and moves it on a valid one', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const socket = open({ token: owner.token });
    await connected(socket);
    const refused = await socket.emitWithAck('login', { globalId: stranger.account.id, token: owner.token });
    expect(refused).toEqual({
      Status: 'fail',
      Error: { code: 'ACCOUNT_FORBIDDEN', message: 'You do not have access to this account' },
    });
    const malformed = await socket.emitWithAck('login', { globalId: 'x' });
    expect(malformed).toMatchObject({ Status: 'fail', Error: { code: 'VALIDATION_FAILED' } });
    const got = received(socket);
    await context.db.insert(outboxEvents).values([
      { accountId: stranger.account.id, event: 'UPDATE_PAYOUT', payload: { campaignId: 1, payout: 1 } },
      { accountId: owner.account.id, event: 'UPDATE_PAYOUT', payload: { campaignId: 2, payout: 2 } },
    ]);
    await until(() => got.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(got).toEqual([{ event: 'UPDATE_PAYOUT', payload: { campaignId: 2, payout: 2 } }]);
    const again = await socket.emitWithAck('login', { globalId: owner.account.id, token: owner.token });
    expect(again).toEqual({ Status: 'ok' });
  });
});

async function anyOfferId(): Promise<number> {
  const { createCampaignOffer } = await import('../src/seed/factories');
  const offer = await createCampaignOffer(context.db, {
    parent: 'HE',
    type: 'HE Moving leads',
    leadType: 'Local',
    company: 'HE',
    campaignTypeId: 2,
    region: 'Realtime test',
  });
  return offer.id;
}
