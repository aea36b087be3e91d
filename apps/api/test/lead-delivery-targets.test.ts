import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { createDeliveryDestination, sendTestLead } from '@vanbid/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/platform/outbound-http/address-guard';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

// As in production: webhooks only to HTTPS on public addresses.
const context = useTestApp({ DELIVERY_LOCAL_TARGETS: 'off' });
const { call } = context;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const webhook = (url: string) =>
  ({ kind: 'webhook', name: 'CRM', campaignId: null, format: 'vanbid', url }) as const;

describe('webhook targets outside development', () => {
  it.each([
    'http://crm.example.com/leads',
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://192.168.0.10/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://localhost/hook',
    'https://0.0.0.0/hook',
  ])('refuses %s when it is saved', async (url) => {
    const owner = await signedInOwner(context);
    const answer = await call(createDeliveryDestination, { as: owner, body: webhook(url) });
    expect(answer.status).toBe(422);
    expect(answer.error.code).toBe('BUSINESS_RULE');
  });

  it('refuses a name that resolves to a private address when it connects, sending nothing', async () => {
    const name = hostname();
    const { address } = await lookup(name);
    expect(isPublicAddress(address)).toBe(false); // this machine's own name resolves to itself
    const owner = await signedInOwner(context);
    const created = await call(createDeliveryDestination, {
      as: owner,
      body: webhook(`https://${name}:${receiver.port}/hook`),
    });
    expect(created.status).toBe(200);
    const test = await call(sendTestLead, { as: owner, params: { id: created.data.destination.id } });
    expect(test.data.delivery).toMatchObject({ status: 'failed' });
    expect(test.data.delivery.lastError).toContain('not a public address');
    expect(receiver.received).toHaveLength(0);
  });
});
