import { findMembership } from '../../platform/auth/memberships';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findUserByEmail } from './auth.queries';
import type { AttemptOrigin, LoginThrottle } from './login-throttle';
import { findSecondStep } from './two-factor-sign-in';

const INVALID = () => new AppError('INVALID_CREDENTIALS', 'The e-mail or password is not correct');

// Verifying against a real hash when the user is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/** Where a sign-in comes from: the real client address (TRUST_PROXY), the device cookie, the request's log. */
export interface SignInOrigin extends AttemptOrigin {
  /** The request's cookies: a browser remembered by two-factor sign-in skips the code. */
  cookies: Record<string, string | undefined>;
}

export async function login(
  deps: AppDeps,
  throttle: LoginThrottle,
  credentials: { login: string; password: string },
  origin: SignInOrigin,
) {
  const key = credentials.login.toLowerCase();
  await throttle.claimAttempt(key, origin);
  const user = await findUserByEmail(deps.db, credentials.login);
  dummyHash ??= hashPassword('not-a-real-password');
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyHash), credentials.password);
  if (!user || !isValid || !user.homeAccountId) throw INVALID();
  await throttle.recordSuccess(key, origin);
  const secondStep = await findSecondStep(deps, user, origin.cookies);
  if (secondStep) return secondStep;
  const session = await issueSession(deps, user, user.homeAccountId);
  if (!session) throw INVALID();
  return session;
}

/** A session of `user` on `accountId` (a member of it), as a sign-in answers it; null when not a member. */
export async function issueSession(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  user: { id: number; username: string; email: string; sessionVersion: number },
  accountId: number,
) {
  const membership = await findMembership(deps.db, user.id, accountId);
  if (!membership) return null;
  const { token } = await deps.tokens.sign({
    sub: String(user.id),
    sv: user.sessionVersion,
    user: {
      role: 'user',
      inviteType: membership.inviteType,
      isMainAccount: membership.isMainAccount,
      globalId: accountId,
    },
  });
  return {
    token,
    globalId: accountId,
    user: { id: user.id, username: user.username, email: user.email, role: 'user' as const },
  };
}
