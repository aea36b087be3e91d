// Query datetimes for whole days: `YYYY-MM-DD HH:mm:ss` (docs/product.md §5, §10).

const DAY = /^(\d{4})([/-])(\d{2})\2(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The years a day may fall in: nothing the portal records is older, and PostgreSQL reads them all. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 9999;

/**
 * `'2026/11/01'` or `'2026-11-01'` → `'2026-11-01'`; throws a RangeError on anything else, a day
 * that does not exist, or a year outside EARLIEST_YEAR…LATEST_YEAR.
 */
export function normalizeDay(day: string): string {
  const match = DAY.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[3]), Number(match[4])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, date));
  const isInRange = year >= EARLIEST_YEAR && year <= LATEST_YEAR;
  if (!match || !isInRange || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new RangeError(`Not a day (yyyy/MM/dd or yyyy-MM-dd, ${EARLIEST_YEAR}–${LATEST_YEAR}): "${day}"`);
  }
  return `${match[1]}-${match[3]}-${match[4]}`;
}

/** Whether `value` is a real query datetime `YYYY-MM-DD HH:mm:ss` (a day `normalizeDay` takes, no hour 24). */
export function isQueryDatetime(value: string): boolean {
  const match = DATETIME.exec(value);
  if (!match || Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4]) > 59) return false;
  try {
    normalizeDay(match[1]!);
    return true;
  } catch {
    return false;
  }
}

/** The first second of a day: `'2026/11/01'` → `'2026-11-01 00:00:00'`. */
export function dayStartTime(day: string): string {
  return `${normalizeDay(day)} 00:00:00`;
}

/** The last second of a day: `'2026/11/21'` → `'2026-11-21 23:59:59'`. */
export function dayEndTime(day: string): string {
  return `${normalizeDay(day)} 23:59:59`;
}
