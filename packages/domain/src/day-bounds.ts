// Query datetimes for whole days: `YYYY-MM-DD HH:mm:ss` (docs/product.md §5, §10).

const DAY = /^(\d{4})([/-])(\d{2})\2(\d{2})$/;

/** `'2026/11/01'` or `'2026-11-01'` → `'2026-11-01'`; throws a RangeError on anything else or a day that does not exist. */
export function normalizeDay(day: string): string {
  const match = DAY.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[3]), Number(match[4])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new RangeError(`Not a day (yyyy/MM/dd or yyyy-MM-dd): "${day}"`);
  }
  return `${match[1]}-${match[3]}-${match[4]}`;
}

/** The first second of a day: `'2026/11/01'` → `'2026-11-01 00:00:00'`. */
export function dayStartTime(day: string): string {
  return `${normalizeDay(day)} 00:00:00`;
}

/** The last second of a day: `'2026/11/21'` → `'2026-11-21 23:59:59'`. */
export function dayEndTime(day: string): string {
  return `${normalizeDay(day)} 23:59:59`;
}
