import { formatMobileNumber, SMS_MAX_LENGTH, toE164 } from '@vanbid/domain';
import zipcodes from 'zipcodes';
import type { AppDeps } from '../../platform/deps';
import { shortenedText, toGsmText } from './gsm-text';
import { verifiedNumbersOf } from './mobile-numbers.queries';

/** What a text about a sold lead tells: who, how to call them, the move, and where to open it. */
export interface LeadForText {
  /** The lead's page in the portal (a test lead's: where it was sent from). */
  link: string;
  /** A test lead sent from the delivery settings: the text says so. */
  isTest: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  fromZip: string;
  toZip: string;
}

/** `Richmond, VA 23219`, or the ZIP alone when it is not in the ZIP table. */
function place(zip: string): string {
  const found = zipcodes.lookup(zip);
  return toGsmText(found ? `${found.city}, ${found.state} ${zip}` : zip);
}

/**
 * The lead's text: name, phone, route and the link to its page, in at most `SMS_MAX_LENGTH`
 * characters (two concatenated SMS segments); plain GSM characters only (`toGsmText`), so that each
 * counts one of a segment's 153. A long name or place is shortened, never the phone or the link.
 */
export function leadTextBody(lead: LeadForText): string {
  const phone = toGsmText(formatMobileNumber(toE164(lead.phone) ?? lead.phone));
  const opening = lead.isTest ? 'Vanbid TEST lead (not a real customer)' : 'New Vanbid lead';
  const fixed = (name: string, route: string) => `${opening}: ${name}, ${phone}. Move ${route}. ${lead.link}`;
  let route = `from ${place(lead.fromZip)} to ${place(lead.toZip)}`;
  const name = toGsmText(`${lead.firstName} ${lead.lastName}`);
  if (fixed(name, route).length > SMS_MAX_LENGTH) route = toGsmText(`from ${lead.fromZip} to ${lead.toZip}`);
  const room = SMS_MAX_LENGTH - fixed('', route).length;
  return fixed(shortenedText(name, room), route);
}

export type LeadTextOutcome = { to: string; providerId: string } | { to: string; error: string };

/**
 * Texts a sold lead to the account's confirmed mobile numbers (only those of `onlyTo` when given, none of `skip`),
 * one message each; a number the provider refuses does not stop the others. Call it outside the
 * sale's transaction (a job): it waits for the provider. Answers one outcome per number.
 */
export async function sendLeadText(
  deps: Pick<AppDeps, 'db' | 'sms' | 'config'>,
  accountId: number,
  lead: LeadForText,
  onlyTo?: readonly string[],
  /** Numbers that already have it (an earlier attempt texted them): not texted again. */
  skip: ReadonlySet<string> = new Set(),
): Promise<LeadTextOutcome[]> {
  const numbers = (await verifiedNumbersOf(deps.db, accountId)).filter(
    (number) => (!onlyTo || onlyTo.includes(number.phone)) && !skip.has(number.phone),
  );
  const phones = [...new Set(numbers.map((number) => number.phone))];
  const body = leadTextBody(lead);
  const outcomes: LeadTextOutcome[] = [];
  for (const to of phones) {
    try {
      outcomes.push({ to, ...(await deps.sms.send({ to, body })) });
    } catch (error) {
      outcomes.push({ to, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
