// The time zone preference (docs/product.md §5, "Periods": default "0").

/** Minimum bids are set in Eastern time, daylight saving included (docs/product.md §4). */
export const EASTERN_TIME_ZONE = 'America/New_York';

export const TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
] as const;

/** The preference is an index into `TIME_ZONES` as a string; `'4'` means the browser's zone. */
export const DEFAULT_TIME_ZONE_PREFERENCE = '0';
export const BROWSER_TIME_ZONE_PREFERENCE = '4';
/** Every preference a user can keep. */
export const TIME_ZONE_PREFERENCES = ['0', '1', '2', '3', '4'] as const;

/**
 * Zones already found valid. Building an `Intl.DateTimeFormat` costs about a quarter of a
 * millisecond and a request checks its zone several times. Unknown names are never kept, and the
 * set stops growing at `KNOWN_TIME_ZONES_KEPT` (the runtime knows a few hundred zones, but it
 * also accepts any upper/lower-case spelling of them).
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_KEPT = 1000;

/** Whether `zone` is an IANA time zone name this runtime knows. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  if (knownTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_KEPT) knownTimeZones.add(zone);
  return true;
}

/**
 * The IANA zone of a preference: `'0'`–`'3'` pick from `TIME_ZONES`; a missing preference is
 * `'0'` (so is an empty string); `'4'` and anything else unknown is the browser's zone. A browser zone that is not a
 * valid IANA name falls back to Eastern.
 */
export function resolveTimeZone(preference: string | null | undefined, browserZone: string): string {
  const key = preference || DEFAULT_TIME_ZONE_PREFERENCE;
  const known = /^\d$/.test(key) ? TIME_ZONES[Number(key)] : undefined;
  if (known) return known.value;
  return isValidTimeZone(browserZone) ? browserZone : EASTERN_TIME_ZONE;
}

/**
 * The short name shown beside the clock: Eastern, Central, Mountain or Pacific for the four
 * US zones; for any other zone its city (`'Europe/London'` → `'London'`).
 */
export function timeZoneLabel(zone: string): string {
  const known = TIME_ZONES.find((entry) => entry.value === zone);
  if (known) return known.label;
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}
