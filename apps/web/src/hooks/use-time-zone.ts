import { BROWSER_TIME_ZONE_PREFERENCE, resolveTimeZone, timeZoneLabel } from '@vanbid/domain';
import { useStore } from '../lib/create-store';
import { browserTimeZone, setTimeZonePreference, timeZonePreferenceStore } from '../lib/time-zone';

export interface TimeZoneChoice {
  /** The stored preference: `'0'`–`'3'` index into `TIME_ZONES`, `'4'` the browser's zone. */
  preference: string;
  /** The IANA zone to compute and format dates in (and to send as `timezone`). */
  zone: string;
  /** The short name shown to the user: Eastern, Central, Mountain, Pacific or a city. */
  label: string;
  isBrowserZone: boolean;
  setPreference: (preference: string) => void;
}

/** The user's time zone, chosen in the header (docs/product.md §5, "Periods"). */
export function useTimeZone(): TimeZoneChoice {
  const preference = useStore(timeZonePreferenceStore);
  const zone = resolveTimeZone(preference, browserTimeZone());
  return {
    preference,
    zone,
    label: timeZoneLabel(zone),
    isBrowserZone: preference === BROWSER_TIME_ZONE_PREFERENCE,
    setPreference: setTimeZonePreference,
  };
}
