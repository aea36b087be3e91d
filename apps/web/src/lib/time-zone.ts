import { updateTimeZone } from '@vanbid/contract';
import { DEFAULT_TIME_ZONE_PREFERENCE, resolveTimeZone } from '@vanbid/domain';
import { STORAGE_KEYS } from '../config/storage-keys';
import { apiRequest } from './api-client';
import { onClearAllState } from './auth';
import { createStore } from './create-store';
import { getSession } from './session';
import { readStored, writeStored } from './storage';

/** The time zone preference: an index string into `TIME_ZONES`, `'4'` for the browser's zone. */
export const timeZonePreferenceStore = createStore<string>(
  readStored(STORAGE_KEYS.timeZone) ?? DEFAULT_TIME_ZONE_PREFERENCE,
);

/** Uses a preference in this browser (the one the server keeps, at sign-in). */
export function applyTimeZonePreference(preference: string): void {
  writeStored(STORAGE_KEYS.timeZone, preference);
  timeZonePreferenceStore.set(preference);
}

/** The user chose a zone: used at once, and kept with the user on the server (when signed in). */
export function setTimeZonePreference(preference: string): void {
  applyTimeZonePreference(preference);
  if (getSession())
    void apiRequest(updateTimeZone, { body: { timeZone: preference as never } }).catch(() => {});
}

let browserZone: string | undefined;

/** The browser's IANA zone, read once: making an `Intl.DateTimeFormat` is slow and every card asks. */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/** The IANA zone the user chose, for code outside React (loaders, fetchers). */
export function currentTimeZone(): string {
  return resolveTimeZone(timeZonePreferenceStore.get(), browserTimeZone());
}

export function resetTimeZonePreference(): void {
  timeZonePreferenceStore.set(DEFAULT_TIME_ZONE_PREFERENCE);
}

onClearAllState(resetTimeZonePreference);
