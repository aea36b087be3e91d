// Times as an owner reads them (issue #17): "Today 3:02 PM" instead of "2026-11-22 15:02:11".
import { datePresetRange } from './date-presets';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function clock(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/**
 * A `YYYY-MM-DD HH:mm:ss` time, already in `timeZone` (as the API answers it), in words:
 * "Today 3:02 PM", "Yesterday 9:15 AM", "Nov 20, 3:02 PM", "Dec 31, 2025, 11:59 PM" (another
 * year). Anything unreadable comes back unchanged.
 */
export function friendlyDateTime(value: string, timeZone: string, now: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const dayText = `${match[1]}/${match[2]}/${match[3]}`;
  const time = clock(hour!, minute!);
  if (dayText === datePresetRange('Today', timeZone, now)?.from) return `Today ${time}`;
  if (dayText === datePresetRange('Yesterday', timeZone, now)?.from) return `Yesterday ${time}`;
  const monthDay = `${MONTHS[month! - 1]} ${day}`;
  const currentYear = Number(datePresetRange('Today', timeZone, now)?.from.slice(0, 4));
  return year === currentYear ? `${monthDay}, ${time}` : `${monthDay}, ${year}, ${time}`;
}

/** A dashboard bucket in words: `'2026-11-22'` → `'Nov 22'`, `'2026-11-22 15:00'` → `'Nov 22, 3 PM'`. */
export function friendlyBucket(bucket: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):\d{2})?$/.exec(bucket);
  if (!match) return bucket;
  const day = `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}`;
  if (match[4] === undefined) return day;
  const hour = Number(match[4]);
  return `${day}, ${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}
