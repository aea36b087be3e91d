import { type BodyOf, exchangeLoginCode, proappLogin, type TwoFactorChallenge } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { clearAllState } from '../../../lib/auth';
import { startSession } from '../../../lib/start-session';
import { useSubmit } from '../hooks/use-submit';

export type LoginInput = BodyOf<typeof proappLogin>;

export type SignInStep = TwoFactorChallenge['twoFactor'];

/**
 * Signs in with e-mail and password: clears prior state, then starts the session; or, when a
 * second step is due (docs/product.md §9, "Two-factor sign-in"), answers it and starts nothing.
 */
export async function login(input: LoginInput): Promise<SignInStep | null> {
  clearAllState();
  const answer = await apiRequest(proappLogin, { body: input });
  if ('twoFactor' in answer) return answer.twoFactor;
  await startSession(answer);
  return null;
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
