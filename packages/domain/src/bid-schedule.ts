// The 24 rows of the Weekly Minimum Bid Schedule dialog in the user's zone (docs/product.md §4).
import { TZDate } from '@date-fns/tz';
import { startOfWeek } from 'date-fns';
import { type BidDistance, type MinHourlyBids, WEEKDAYS, type Weekday } from './min-hourly-bids';
import { EASTERN_TIME_ZONE, isValidTimeZone } from './time-zones';

export type BidScheduleCells = Record<Weekday, number | null>;
/** `hour` 0–23 and its label are in the user's zone; each cell holds the Eastern minimum of that instant. */
export type BidScheduleRow = { hour: number; label: string; cells: BidScheduleCells };

/** `0` → `'12 AM'`, `13` → `'1 PM'`. */
export function hourLabel(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7]!;
}

function checkZone(timeZone: string, now: Date): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date: now');
}

/** The weekday and hour of `now` in `timeZone`: the cell the dialog highlights. */
export function currentScheduleCell(
  timeZone: string,
  now: Date = new Date(),
): { day: Weekday; hour: number } {
  checkZone(timeZone, now);
  const local = new TZDate(now.getTime(), timeZone);
  return { day: weekdayOf(local), hour: local.getHours() };
}

/**
 * Rows for one campaign type and distance, shifted from America/New_York into `timeZone`.
 * The cell for (user weekday D, user hour H) is the Eastern minimum at the instant "D, H:00 in
 * the user's zone" during the reference week: the Monday-to-Sunday week (in the user's zone)
 * that contains `now`. Using a real week makes daylight saving count as it does that week; an
 * hour that the user's zone skips that week shows the value of the hour it springs to; in a
 * half-hour zone a row shows the Eastern hour in force at the start of the user's hour.
 * Cells without data are `null`.
 */
export function bidScheduleRows(
  grouped: MinHourlyBids,
  typeId: number | string,
  distance: BidDistance,
  timeZone: string,
  now: Date = new Date(),
): BidScheduleRow[] {
  checkZone(timeZone, now);
  const byHour = grouped[String(typeId)]?.[distance];
  const monday = startOfWeek(new TZDate(now.getTime(), timeZone), { weekStartsOn: 1 });
  return Array.from({ length: 24 }, (_, hour) => {
    const cells = WEEKDAYS.map((day, index) => {
      const local = new TZDate(
        monday.getFullYear(),
        monday.getMonth(),
        monday.getDate() + index,
        hour,
        timeZone,
      );
      const eastern = local.withTimeZone(EASTERN_TIME_ZONE);
      return [day, byHour?.[String(eastern.getHours())]?.[weekdayOf(eastern)] ?? null] as const;
    });
    return { hour, label: hourLabel(hour), cells: Object.fromEntries(cells) as BidScheduleCells };
  });
}

/** The smallest and largest value shown in the rows (the gradient's ends), or `null` with no data. */
export function scheduleValueRange(rows: readonly BidScheduleRow[]): { min: number; max: number } | null {
  const values = rows.flatMap((row) => Object.values(row.cells)).filter((value) => value !== null);
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}
