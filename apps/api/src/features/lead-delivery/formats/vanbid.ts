import { createHmac } from 'node:crypto';
import type { OutboundRequest } from '../../../platform/outbound-http/post-safely';
import type { DeliveryAttemptInput } from '../channels/channel';

/** The version of the Vanbid lead payload (docs/lead-webhooks.md); a breaking change gets a new one. */
export const VANBID_PAYLOAD_VERSION = '1';

/** The Vanbid lead event, as docs/lead-webhooks.md documents it. */
export function vanbidPayload(input: DeliveryAttemptInput, at: Date) {
  const { lead } = input;
  return {
    type: lead.isTest ? 'lead.test' : 'lead.sold',
    version: VANBID_PAYLOAD_VERSION,
    timestamp: at.toISOString(),
    data: {
      lead_id: lead.id,
      is_test: lead.isTest,
      sold_at: lead.soldAt.toISOString(),
      campaign: lead.campaignName,
      price_cents: lead.priceCents,
      url: input.leadUrl,
      contact: {
        first_name: lead.firstName,
        last_name: lead.lastName,
        phone: lead.phone,
        email: lead.email,
      },
      move: {
        from: lead.from,
        to: lead.to,
        date: lead.moveDate,
        size: lead.moveSize,
        distance: lead.distance,
      },
    },
  };
}

/** Keys a signer keeps before it starts afresh. */
const MOST_KEYS = 10_000;
const keys = new Map<string, Buffer>();

/** A `whsec_` secret's key: the base64 after the prefix, decoded once per secret. */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
    if (key.length === 0) throw new Error("Secret can't be empty.");
    if (keys.size >= MOST_KEYS) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/**
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>` as the Standard Webhooks libraries sign, with
 * node's own HMAC (a seventh of the reference library's pure-JS hash time, per delivery); the
 * tests check it with the reference verifier.
 */
export function webhookSignature(secret: string, messageId: string, at: Date, body: string): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${messageId}.${seconds}.${body}`).digest('base64')}`;
}

/**
 * Signed per Standard Webhooks: `webhook-id` (the delivery's, the same on every attempt),
 * `webhook-timestamp` (seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body` with the destination's `whsec_` secret).
 */
export function vanbidRequest(input: DeliveryAttemptInput, at: Date): OutboundRequest {
  const body = JSON.stringify(vanbidPayload(input, at));
  return {
    url: input.destination.url!,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Vanbid-Webhooks/1',
      'webhook-id': input.messageId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': webhookSignature(input.destination.secret ?? '', input.messageId, at, body),
    },
  };
}
