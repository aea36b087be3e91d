import type { RecordPlace } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';

/** `Richmond, VA 23219`, or the ZIP alone when the ZIP data does not know it. */
export function placeText(place: RecordPlace | null): string {
  if (!place) return '—';
  return place.city && place.state ? `${place.city}, ${place.state} ${place.zip}` : place.zip;
}

export const priceText = (price: number | null) => (price === null ? '—' : formatUsd(toCents(price)));

/** A calendar day (`2026-12-26`) in words; no time zone shift. */
function dayText(day: string | null, options: Intl.DateTimeFormatOptions): string {
  if (!day) return '—';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  return noon.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  });
}

/** `2026-12-26` → `Sat, Dec 26, 2026`: the detail's move date. */
export const moveDateText = (day: string | null) => dayText(day, { weekday: 'short' });

/** `2026-12-26` → `Dec 26, 2026`: a log's column or card. */
export const shortDayText = (day: string | null) => dayText(day, {});

export const distanceText = (distance: string) => (distance === 'long' ? 'Long distance' : 'Local');

export function milesText(miles: number | null): string | null {
  return miles === null ? null : `${miles.toLocaleString('en-US')} mi`;
}
