import type { OutboundRequest } from '../../../platform/outbound-http/post-safely';
import type { DeliveryAttemptInput } from '../channels/channel';
import { phoneDigits } from '../delivered-lead';
import { moveNote, usDate } from './move-facts';

/** Granot's `movesizecode` values for our move sizes (its list: studio, one … seven, office, few, 20ft, 40ft, other). */
const MOVE_SIZE_CODES: Record<string, string> = {
  Studio: 'studio',
  '1 bedroom': 'one',
  '2 bedrooms': 'two',
  '3 bedrooms': 'three',
  '4+ bedrooms': 'four',
  Office: 'office',
};

export const granotMoveSizeCode = (moveSize: string | null) =>
  (moveSize && MOVE_SIZE_CODES[moveSize]) || 'other';

/** `212-555-1212`, the form of Granot's example. */
const dashedPhone = (phone: string) => phoneDigits(phone).replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/**
 * Granot's Moving Leads Submission API: a form POST with the department's `apikey` and its
 * parameter names; `pickupdate1` as `MM/DD/YYYY`.
 */
export function granotRequest(input: DeliveryAttemptInput): OutboundRequest {
  const { lead } = input;
  const form = new URLSearchParams({
    apikey: input.destination.secret ?? '',
    firstname: lead.firstName,
    lastname: lead.lastName,
    email: lead.email,
    mobile: dashedPhone(lead.phone),
    fromzipcode: lead.from.zip,
    tozipcode: lead.to.zip,
    pickupdate1: usDate(lead.moveDate),
    sourcereference: `Vanbid ${lead.campaignName}`.slice(0, 100),
    movesizecode: granotMoveSizeCode(lead.moveSize),
    consumernote: moveNote(lead, input.leadUrl),
  });
  return {
    url: input.destination.url!,
    body: form.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Vanbid-Webhooks/1',
      'idempotency-key': input.messageId,
    },
  };
}
