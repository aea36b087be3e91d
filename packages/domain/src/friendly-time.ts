// Times as an owner reads them (issue #17): "Today 3:02 PM" instead of "2026-11-22 15:02:11".
// The API answers wall-clock times already in the chosen zone, so they are read and written as
// plain calendar fields (date-fns `parse`/`format`), never shifted again.
import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { datePresetRange } from './date-presets';

function readWallClock(value: string, pattern: string): Date | null {
  const date = parse(value, pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** The zone and minute last asked about, with its day and the day before (`yyyy/MM/dd`). */
let lastDays: { key: string; today?: string; yesterday?: string } | null = null;

/**
 * Today and yesterday in `timeZone` at `now`; a page of times (a log's 50 records, the campaign
 * cards) asks within one minute, and a day never changes within a minute, so the last answer is kept.
 */
function daysAround(timeZone: string, now: Date): { today?: string; yesterday?: string } {
  const key = `${timeZone} ${Math.floor(now.getTime() / 60_000)}`;
  if (lastDays?.key !== key) {
    lastDays = {
      key,
      today: datePresetRange('Today', timeZone, now)?.from,
      yesterday: datePresetRange('Yesterday', timeZone, now)?.from,
    };
  }
  return lastDays;
}

/**
 * A `YYYY-MM-DD HH:mm:ss` time, already in `timeZone` (as the API answers it), in words:
 * "Today 3:02 PM", "Yesterday 9:15 AM", "Nov 20, 3:02 PM", "Dec 31, 2025, 11:59 PM" (another
 * year). Anything unreadable comes back unchanged.
 */
export function friendlyDateTime(value: string, timeZone: string, now: Date = new Date()): string {
  const minutePrecision = value.slice(0, 16).replace('T', ' ');
  const date = readWallClock(minutePrecision, 'yyyy-MM-dd HH:mm');
  if (!date) return value;
  const time = format(date, 'h:mm a');
  const day = format(date, 'yyyy/MM/dd');
  const { today, yesterday } = daysAround(timeZone, now);
  if (day === today) return `Today ${time}`;
  if (day === yesterday) return `Yesterday ${time}`;
  const sameYear = today?.slice(0, 4) === format(date, 'yyyy');
  return format(date, sameYear ? 'MMM d, h:mm a' : 'MMM d, yyyy, h:mm a');
}

/** An instant (ISO 8601, as activity logs answer it) in words, in `timeZone`: "Today 3:02 PM". */
export function friendlyInstant(iso: string, timeZone: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return friendlyDateTime(format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm'), timeZone, now);
}

/** A dashboard bucket in words: `'2026-11-22'` → `'Nov 22'`, `'2026-11-22 15:00'` → `'Nov 22, 3 PM'`. */
export function friendlyBucket(bucket: string): string {
  const hourly = readWallClock(bucket, 'yyyy-MM-dd HH:mm');
  if (hourly) return format(hourly, 'MMM d, h a');
  const daily = readWallClock(bucket, 'yyyy-MM-dd');
  return daily ? format(daily, 'MMM d') : bucket;
}
