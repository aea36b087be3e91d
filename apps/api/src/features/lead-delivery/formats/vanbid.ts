import { Webhook } from 'standardwebhooks';
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

/**
 * Signed per Standard Webhooks: `webhook-id` (the delivery's, the same on every attempt),
 * `webhook-timestamp` (seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body` with the destination's `whsec_` secret).
 */
export function vanbidRequest(input: DeliveryAttemptInput, at: Date): OutboundRequest {
  const body = JSON.stringify(vanbidPayload(input, at));
  const signer = new Webhook(input.destination.secret ?? '');
  return {
    url: input.destination.url!,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Vanbid-Webhooks/1',
      'webhook-id': input.messageId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signer.sign(input.messageId, at, body),
    },
  };
}
