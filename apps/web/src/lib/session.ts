import type { TokenMetaData } from '@vanbid/contract';
import { STORAGE_KEYS } from '../config/storage-keys';
import { createStore, useStore } from './create-store';
import { readStored, readStoredJson, writeStored } from './storage';

/**
 * The stored session (docs/product.md §1, "Session"): the token, the selected account (`globalId`) and the
 * token's metadata. Kept in localStorage so that a reload keeps the user signed in.
 */
export interface Session {
  token: string;
  globalId: number;
  tokenMetaData: TokenMetaData | null;
}

function readSession(): Session | null {
  const token = readStored(STORAGE_KEYS.token);
  const globalId = Number(readStored(STORAGE_KEYS.globalId));
  if (!token || !Number.isSafeInteger(globalId) || globalId <= 0) return null;
  return { token, globalId, tokenMetaData: readStoredJson<TokenMetaData>(STORAGE_KEYS.tokenMetaData) };
}

const sessionStore = createStore<Session | null>(readSession());

export function getSession(): Session | null {
  return sessionStore.get();
}

/** The session, re-rendering when it changes (login, logout, account switch). */
export function useSession(): Session | null {
  return useStore(sessionStore);
}

/**
 * Whether the stored session is usable: its token metadata's `exp` (seconds) is in the future.
 * An unusable session's credentials are removed.
 */
export function isSessionValid(nowMs: number = Date.now()): boolean {
  const session = sessionStore.get();
  const exp = session?.tokenMetaData?.exp;
  if (session && typeof exp === 'number' && exp * 1000 > nowMs) return true;
  if (session) clearSessionCredentials();
  return false;
}

export function saveCredentials(token: string, globalId: number): void {
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.globalId, String(globalId));
  writeStored(STORAGE_KEYS.tokenMetaData, null);
  sessionStore.set({ token, globalId, tokenMetaData: null });
}

export function saveTokenMetaData(tokenMetaData: TokenMetaData): void {
  const session = sessionStore.get();
  if (!session) return;
  writeStored(STORAGE_KEYS.tokenMetaData, JSON.stringify(tokenMetaData));
  sessionStore.set({ ...session, tokenMetaData });
}

/** Selects another of the user's accounts (the header's company select). */
export function saveSelectedGlobalId(globalId: number): void {
  const session = sessionStore.get();
  if (!session || session.globalId === globalId) return;
  writeStored(STORAGE_KEYS.globalId, String(globalId));
  sessionStore.set({ ...session, globalId });
}

export function clearSessionCredentials(): void {
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.globalId, null);
  writeStored(STORAGE_KEYS.tokenMetaData, null);
  sessionStore.set(null);
}
