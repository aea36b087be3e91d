import { startSignInEnrolment, verifyTwoFactorSignIn } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/start-session';

/**
 * The second sign-in step (docs/product.md §9, "Two-factor sign-in"): the challenge of the right
 * password and a code, or a recovery code, for a session. Answers the recovery codes when this
 * step finished an enrolment (to show once), else an empty list.
 */
export async function verifySecondStep(input: {
  challenge: string;
  code: string;
  rememberBrowser: boolean;
}): Promise<string[]> {
  const { recoveryCodes, ...session } = await apiRequest(verifyTwoFactorSignIn, { body: input });
  await startSession(session);
  return recoveryCodes ?? [];
}

/** A new authenticator key for a user who must enrol before signing in. */
export function startEnrolment(challenge: string) {
  return apiRequest(startSignInEnrolment, { body: { challenge } });
}
