import { STORAGE_PREFIX } from '../config/storage-keys';

// localStorage that never throws (private mode, quota, disabled storage).

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this page.
  }
}

export function readStoredJson<T>(key: string): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Removes every key of the web app (logout). */
export function clearStoredAppKeys(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(STORAGE_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
