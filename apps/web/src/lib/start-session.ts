import { getCurrentUser } from '@vanbid/contract';
import { fetchTokenMetaData } from './api/token-meta-data';
import { apiRequest } from './api-client';
import { clearAllState } from './auth';
import { saveCredentials, saveTokenMetaData } from './session';
import { applyTimeZonePreference } from './time-zone';

/**
 * Starts a session from a fresh token (docs/product.md §1, "Session"): stores the token and globalId, then
 * loads the token metadata (whose `exp` makes the stored session valid) and the user. Whatever
 * fails leaves no half session behind.
 */
export async function startSession({ token, globalId }: { token: string; globalId: number }): Promise<void> {
  saveCredentials(token, globalId);
  try {
    const [tokenMetaData, user] = await Promise.all([fetchTokenMetaData(), apiRequest(getCurrentUser)]);
    saveTokenMetaData(tokenMetaData);
    // The query cache is loaded here, not before: the login page itself does not need it.
    const [{ queryClient }, { currentUserQueryOptions }] = await Promise.all([
      import('./query-client'),
      import('./api/current-user'),
    ]);
    queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    // The time zone the user keeps (on any device) wins over this browser's last choice.
    if (user.timeZone) applyTimeZonePreference(user.timeZone);
  } catch (error) {
    clearAllState();
    throw error;
  }
}
