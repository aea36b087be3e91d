import type { DeliveryKind, WebhookFormat } from '@vanbid/domain';
import { lookUpZip } from '../geo';

/** A sold lead as a delivery carries it: the buyer's record with the places of its ZIPs. */
export interface DeliveredLead {
  /** The buyer's lead record (`/leads/:id`); null for a test lead. */
  id: number | null;
  isTest: boolean;
  soldAt: Date;
  campaignName: string;
  priceCents: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  from: Place;
  to: Place;
  /** `YYYY-MM-DD`, or null when the publisher sent none. */
  moveDate: string | null;
  moveSize: string | null;
  distance: 'local' | 'long';
}

export interface Place {
  zip: string;
  city: string | null;
  state: string | null;
}

/** A destination as an attempt uses it: its URL and key opened. */
export interface DestinationToSend {
  id: number;
  accountId: number;
  name: string;
  kind: DeliveryKind;
  emails: string[];
  /** A text destination's chosen numbers; empty: every confirmed number. */
  phones: string[];
  format: WebhookFormat | null;
  url: string | null;
  secret: string | null;
}

export async function placeOf(zip: string): Promise<Place> {
  const info = await lookUpZip(zip);
  return 'state' in info ? { zip, city: info.city, state: info.state } : { zip, city: null, state: null };
}

/** `Boston, MA 02108`, or the ZIP alone when it is not known. */
export function describePlace(place: Place): string {
  return place.city ? `${place.city}, ${place.state} ${place.zip}` : place.zip;
}

export const fullName = (lead: Pick<DeliveredLead, 'firstName' | 'lastName'>) =>
  `${lead.firstName} ${lead.lastName}`.trim();

/** The phone's ten digits (`6175550100`). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
