import { clearSessionCredentials } from './session';
import { clearStoredAppKeys } from './storage';

const resets = new Set<() => void>();

/**
 * Registers what else to forget on logout (the query cache, the header's selections). Stores
 * register themselves when first loaded, so the login page does not load what it does not use.
 */
export function onClearAllState(reset: () => void): void {
  resets.add(reset);
}

/**
 * Forgets everything of the previous user: stored keys, the session, cached server data and the
 * header's selections (docs/product.md §1: login clears prior state; logout clears storage and all state).
 */
export function clearAllState(): void {
  clearStoredAppKeys();
  clearSessionCredentials();
  for (const reset of resets) reset();
}
