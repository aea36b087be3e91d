import { EASTERN_TIME_ZONE } from '@vanbid/domain';

const LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const YEAR_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** `2026-10` → `October 2026`. */
export function monthLabel(month: string): string {
  return LABEL.format(new Date(`${month}-01T12:00:00Z`));
}

/** The Eastern calendar month of an instant, `YYYY-MM`. */
export function easternMonthOf(at: Date): string {
  return YEAR_MONTH.format(at).slice(0, 7);
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last` (both `YYYY-MM`, both included), newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = last; month >= first; month = previousMonth(month)) months.push(month);
  return months;
}
