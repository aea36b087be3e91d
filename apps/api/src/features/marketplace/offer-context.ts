import type { BidDistance } from '@vanbid/domain';
import { AppError } from '../../platform/errors';
import { lookUpZip } from '../geo';

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
