import { type BodyOf, exchangeLoginCode, proappLogin } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { clearAllState } from '../../../lib/auth';
import { startSession } from '../../../lib/start-session';
import { useSubmit } from '../hooks/use-submit';

export type LoginInput = BodyOf<typeof proappLogin>;

/** Signs in with e-mail and password: clears prior state, then starts the session. */
export async function login(input: LoginInput): Promise<void> {
  clearAllState();
  await startSession(await apiRequest(proappLogin, { body: input }));
}

/** The login call's state for the form: pending while it runs, the error when it failed. */
export const useLogin = () => useSubmit(login);

/**
 * Signs in with a single-use link code (a support guest link `/?token=`, or a notification
 * link): clears prior state, swaps the code for a session and starts it (docs/product.md §9).
 */
export async function signInWithCode(code: string): Promise<void> {
  clearAllState();
  await startSession(await apiRequest(exchangeLoginCode, { body: { code } }));
}
