import { formatUsd, friendlyDateTime, toCents } from '@vanbid/domain';

/** Dollars on the wire → `'$1,234.50'`. */
export function formatDollars(amount: number): string {
  return formatUsd(toCents(amount));
}

/** `'2026-11-21 14:05:00'` (already in the user's `zone`) → `'Today 2:05 PM'`, `'Nov 21, 2:05 PM'`; null → `'Never'`. */
export function formatLastBuy(lastBuyDate: string | null, zone: string, now: Date = new Date()): string {
  return lastBuyDate ? friendlyDateTime(lastBuyDate, zone, now) : 'Never';
}

/** Whole dollars as typed: `1791` → `'$1,791'` (daily limits are whole dollars). */
export function formatWholeDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}
