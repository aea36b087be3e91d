// Date presets of the period selector (docs/product.md §5, "Periods").
import { TZDate } from '@date-fns/tz';
import {
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
  subWeeks,
} from 'date-fns';
import type { DatePreset, DateRange } from './date-preset-names';
import { isValidTimeZone } from './time-zones';

const DAY_FORMAT = 'yyyy/MM/dd';
const WEEK = { weekStartsOn: 1 } as const;

function presetBounds(preset: DatePreset, today: Date): [Date, Date] | null {
  switch (preset) {
    case 'Today':
      return [today, today];
    case 'Yesterday':
      return [subDays(today, 1), subDays(today, 1)];
    case 'This week':
      return [startOfWeek(today, WEEK), today];
    case 'This month':
      return [startOfMonth(today), today];
    case 'Last week':
      return [startOfWeek(subWeeks(today, 1), WEEK), endOfWeek(subWeeks(today, 1), WEEK)];
    case 'Last month':
      return [startOfMonth(subMonths(today, 1)), endOfMonth(subMonths(today, 1))];
    case 'Last 7 days':
      return [subDays(today, 7), today];
    case 'Last 30 days':
      return [subDays(today, 30), today];
    case 'Custom':
      return null;
  }
  throw new RangeError(`Unknown date preset: ${String(preset)}`);
}

/**
 * The days a preset covers, computed in `timeZone` (an IANA name) at the instant `now`;
 * `null` for Custom. Weeks start on Monday. Calendar arithmetic runs on a `TZDate` anchored at
 * noon of the zone's current day, so daylight-saving changes never move a bound to another day.
 */
export function datePresetRange(
  preset: DatePreset,
  timeZone: string,
  now: Date = new Date(),
): DateRange | null {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date: now');
  const current = new TZDate(now.getTime(), timeZone);
  const today = new TZDate(current.getFullYear(), current.getMonth(), current.getDate(), 12, timeZone);
  const bounds = presetBounds(preset, today);
  if (!bounds) return null;
  return { from: format(bounds[0], DAY_FORMAT), to: format(bounds[1], DAY_FORMAT) };
}
