import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { users } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { issueSession } from './auth.service';
import type { AttemptOrigin, LoginThrottle } from './login-throttle';
import { codeThrottleKey, confirmSecondStep, openChallenge } from './two-factor-sign-in';

const expired = () => new AppError('UNAUTHENTICATED', 'Your sign-in has expired. Please sign in again.');

/**
 * The second sign-in step (docs/product.md §9, "Two-factor sign-in"): the challenge of a right
 * password and a code (or a recovery code) for a session. Wrong codes are throttled like wrong
 * passwords (per user and address); a remembered browser gets its HttpOnly cookie.
 */
export async function verifySecondStep(
  deps: AppDeps,
  throttle: LoginThrottle,
  input: { challenge: string; code: string; rememberBrowser: boolean },
  origin: AttemptOrigin & { reply: FastifyReply },
) {
  const opened = openChallenge(deps, input.challenge);
  const key = codeThrottleKey(opened.userId);
  await throttle.claimAttempt(key, origin, 'second-factor');
  const [user] = await deps.db.select().from(users).where(eq(users.id, opened.userId));
  if (!user?.homeAccountId || user.sessionVersion !== opened.sessionVersion) throw expired();
  const confirmed = await confirmSecondStep(deps, opened, input.code, input.rememberBrowser);
  await throttle.recordSuccess(key, origin, 'second-factor');
  const session = await issueSession(deps, user, user.homeAccountId);
  if (!session) throw expired();
  if (confirmed.rememberCookie) {
    const { name, value, maxAgeSeconds } = confirmed.rememberCookie;
    void origin.reply.setCookie(name, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: origin.reply.request.protocol === 'https',
      path: '/api/users',
      maxAge: maxAgeSeconds,
    });
  }
  return confirmed.recoveryCodes ? { ...session, recoveryCodes: confirmed.recoveryCodes } : session;
}
