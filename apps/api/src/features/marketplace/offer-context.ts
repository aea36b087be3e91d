import { type BidDistance, EASTERN_TIME_ZONE, type Weekday } from '@vanbid/domain';
import { AppError } from '../../platform/errors';
import { lookUpZip } from '../geo';

/** The Eastern moment an offer is priced and its hours checked at (docs/product.md §4). */
export interface EasternMoment {
  day: Weekday;
  hour: number;
  /** `HH:mm`. */
  time: string;
  /** `YYYY-MM-DD`: the calendar day daily limits run on. */
  date: string;
}

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function easternMoment(now: Date = new Date()): EasternMoment {
  const part: Record<string, string> = {};
  for (const { type, value } of easternParts.formatToParts(now)) part[type] = value;
  const hour = Number(part.hour);
  return {
    day: part.weekday!.toLowerCase() as Weekday,
    hour,
    time: `${String(hour).padStart(2, '0')}:${part.minute}`,
    date: `${part.year}-${part.month}-${part.day}`,
  };
}

/**
 * Local (both ZIPs in one state) or long distance; a ZIP that is not a known US ZIP is a 400
 * naming its field, before anything is written.
 */
export async function moveDistance(fromZip: string, toZip: string): Promise<BidDistance> {
  const [from, to] = await Promise.all([lookUpZip(fromZip), lookUpZip(toZip)]);
  const unknown = (zip: string) => `${zip} is not a known US ZIP code`;
  if (!('state' in from))
    throw new AppError('VALIDATION_FAILED', `from_zip: ${unknown(fromZip)}`, { from_zip: unknown(fromZip) });
  if (!('state' in to))
    throw new AppError('VALIDATION_FAILED', `to_zip: ${unknown(toZip)}`, { to_zip: unknown(toZip) });
  return from.state === to.state ? 'local' : 'long';
}

/** The phone as the logs show it: `(555) 555-0100`. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
