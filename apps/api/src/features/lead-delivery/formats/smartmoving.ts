import type { OutboundRequest } from '../../../platform/outbound-http/post-safely';
import type { DeliveryAttemptInput } from '../channels/channel';
import { bedroomsOf, compactDate, moveNote } from './move-facts';

/**
 * SmartMoving's Lead API: a JSON POST to the provider URL (its key is in the URL), with its field
 * names: FirstName and LastName, PhoneNumber, Email, MoveDate as `YYYYMMDD`, Bedrooms, MoveSize
 * (matched to the company's move sizes), Notes, ReferralSource.
 */
export function smartMovingRequest(input: DeliveryAttemptInput): OutboundRequest {
  const { lead } = input;
  const bedrooms = bedroomsOf(lead.moveSize);
  const body = {
    FirstName: lead.firstName,
    LastName: lead.lastName,
    PhoneNumber: lead.phone,
    Email: lead.email,
    MoveDate: compactDate(lead.moveDate),
    ...(bedrooms === null ? {} : { Bedrooms: bedrooms }),
    ...(lead.moveSize ? { MoveSize: lead.moveSize } : {}),
    Notes: moveNote(lead, input.leadUrl),
    ReferralSource: 'Vanbid',
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
