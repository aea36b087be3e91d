import { exchangeLoginCode } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { clearAllState } from '../../../lib/auth';
import { startSession } from '../../../lib/start-session';

/**
 * Signs in with a single-use link code (a support guest link `/?token=`, or a notification
 * link): clears prior state, swaps the code for a session and starts it (docs/product.md §9).
 */
export async function signInWithCode(code: string): Promise<void> {
  clearAllState();
  await startSession(await apiRequest(exchangeLoginCode, { body: { code } }));
}
