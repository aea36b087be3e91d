import type { OutboundRequest } from '../../../platform/outbound-http/post-safely';
import type { DeliveryAttemptInput } from '../channels/channel';
import type { Place } from '../delivered-lead';
import { moveNote } from './move-facts';

const location = (place: Place) => ({ address: '', city: place.city ?? '', zip_code: place.zip });

/**
 * Supermove's lead-provider webhook: a JSON POST to the company's URL (the URL is the key), a
 * `project` with its `customer` and one job with `move_size`, `date` and the two locations.
 * `move_size` must match a size the company configured, or Supermove refuses the lead (a 4xx,
 * not tried again).
 */
export function supermoveRequest(input: DeliveryAttemptInput): OutboundRequest {
  const { lead } = input;
  const body = {
    project: {
      customer: {
        first_name: lead.firstName,
        last_name: lead.lastName,
        phone_number: lead.phone,
        email: lead.email,
      },
      notes: moveNote(lead, input.leadUrl),
      jobs: [
        {
          move_size: lead.moveSize ?? '',
          date: lead.moveDate ?? '',
          locations: [location(lead.from), location(lead.to)],
        },
      ],
    },
  };
  return {
    url: input.destination.url!,
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Vanbid-Webhooks/1',
      'idempotency-key': input.messageId,
    },
  };
}
