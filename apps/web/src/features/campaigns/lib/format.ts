import { formatUsd, toCents } from '@vanbid/domain';

/** Dollars on the wire → `'$1,234.50'`. */
export function formatDollars(amount: number): string {
  return formatUsd(toCents(amount));
}

const LAST_BUY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** `'2026-11-21 14:05:00'` (already in the user's zone) → `'Nov 21, 2026, 2:05 PM'`; null → `'Never'`. */
export function formatLastBuy(lastBuyDate: string | null): string {
  if (!lastBuyDate) return 'Never';
  const [day = '', time = ''] = lastBuyDate.split(' ');
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const moment = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  return Number.isNaN(moment) ? lastBuyDate : LAST_BUY.format(moment);
}
