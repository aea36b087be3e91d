import type { AddressInfo } from 'node:net';
import { createDeliveryDestination, listDemoReceiverWebhooks, sendTestLead } from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

// As in development and on the demo: local webhook targets allowed, so the built-in receiver is on.
const context = useTestApp({ DELIVERY_LOCAL_TARGETS: 'on' });
const { call } = context;
let receiverUrl: string;

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  receiverUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}/api/dev/webhooks`;
});

/** An owner whose Vanbid webhook points at the built-in receiver, and the message id of its delivered test lead. */
async function ownerWithTestLeadReceived() {
  const owner = await signedInOwner(context);
  const created = await call(createDeliveryDestination, {
    as: owner,
    body: { kind: 'webhook', name: 'Demo CRM', campaignId: null, format: 'vanbid', url: receiverUrl },
  });
  expect(created.status).toBe(200);
  const test = await call(sendTestLead, { as: owner, params: { id: created.data.destination.id } });
  expect(test.data.delivery).toMatchObject({ status: 'delivered' });
  return { owner, messageId: test.data.delivery.messageId as string };
}

const receiverPage = (as?: SignedInOwner) =>
  context.app.inject({
    method: 'GET',
    url: '/api/dev/webhooks',
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
  });

describe('the demo webhook receiver (GET /api/dev/webhooks)', () => {
  it('shows a signed-in member only what their own account’s destinations posted', async () => {
    const mine = await ownerWithTestLeadReceived();
    const theirs = await ownerWithTestLeadReceived();

    const page = await receiverPage(mine.owner);

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(mine.messageId);
    expect(page.body).not.toContain(theirs.messageId);
  });

  it('answers each POST with its time, destination, message id, verified signature and body', async () => {
    const { owner, messageId } = await ownerWithTestLeadReceived();

    const answer = await call(listDemoReceiverWebhooks, { as: owner });

    expect(answer.status).toBe(200);
    expect(answer.data.kept).toBe(50);
    expect(answer.data.received).toEqual([
      {
        receivedAt: expect.any(String),
        destination: 'Demo CRM',
        messageId,
        isSignatureVerified: true,
        body: expect.stringContaining('"type":"lead.'),
      },
    ]);
  });

  it('answers 401 without a sign-in', async () => {
    const { messageId } = await ownerWithTestLeadReceived();

    const page = await receiverPage();

    expect(page.statusCode).toBe(401);
    expect(page.body).not.toContain(messageId);
  });

  it('records no POST that is not a signed delivery of a destination, so no account sees it', async () => {
    const { owner, messageId } = await ownerWithTestLeadReceived();
    const forged = await context.app.inject({
      method: 'POST',
      url: '/api/dev/webhooks',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged' },
      payload: { type: 'lead.sold', data: { first_name: 'Forged' } },
    });

    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/api/dev/webhooks',
      headers: {
        'content-type': 'application/json',
        'webhook-id': messageId,
        'webhook-signature': 'v1,Zm9yZ2Vk',
      },
      payload: { type: 'lead.sold', data: { first_name: 'Unsigned' } },
    });

    expect(forged.statusCode).toBe(404);
    expect(unsigned.statusCode).toBe(401);
    const page = (await receiverPage(owner)).body;
    expect(page).not.toContain('Forged');
    expect(page).not.toContain('Unsigned');
  });
});
