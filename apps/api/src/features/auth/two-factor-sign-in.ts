import type { TwoFactorChallenge } from '@vanbid/contract';
import { REMEMBER_BROWSER_DAYS } from '@vanbid/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findCredential, findRequirement } from './two-factor.queries';
import { confirmCode } from './two-factor-codes';

const CHALLENGE_PURPOSE = 'two-factor sign-in challenge';
const REMEMBERED_PURPOSE = 'two-factor remembered browser';
/** A challenge lasts long enough to open the app (or to set it up), not more. */
const CHALLENGE_TTL_SECONDS = 10 * 60;
const REMEMBER_SECONDS = REMEMBER_BROWSER_DAYS * 24 * 3600;

type Deps = Pick<AppDeps, 'db' | 'secretBox'>;

/** Who signs in: what the challenge and the remembered browser are bound to. */
export interface SignInUser {
  id: number;
  sessionVersion: number;
}

/** The throttle's key for guessing a user's codes: apart from their e-mail's password tries. */
export const codeThrottleKey = (userId: number) => `totp:${userId}`;

/** The cookie that remembers a browser for one user (several people may share a browser). */
export const rememberCookieName = (userId: number) => `vanbid_tfa_${userId}`;

/**
 * What a right password leads to (docs/product.md §9, "Two-factor sign-in"): null for a session
 * now (no second factor, or this browser is remembered), else a challenge to verify a code or,
 * for support staff and members of an account that requires it, to enrol first.
 */
export async function findSecondStep(
  deps: Deps,
  user: SignInUser,
  cookies: Record<string, string | undefined>,
): Promise<TwoFactorChallenge | null> {
  const credential = await findCredential(deps.db, user.id);
  if (credential?.enabledAt) {
    const remembered = cookies[rememberCookieName(user.id)];
    const payload = remembered ? deps.secretBox.openToken(REMEMBERED_PURPOSE, remembered) : null;
    const isRemembered =
      payload?.uid === user.id && payload.sv === user.sessionVersion && payload.cred === credential.id;
    return isRemembered ? null : challengeOf(deps, user, 'verify');
  }
  return (await findRequirement(deps.db, user.id)) ? challengeOf(deps, user, 'enrol') : null;
}

function challengeOf(deps: Deps, user: SignInUser, step: 'verify' | 'enrol'): TwoFactorChallenge {
  const challenge = deps.secretBox.sealToken(
    CHALLENGE_PURPOSE,
    { uid: user.id, sv: user.sessionVersion, step },
    CHALLENGE_TTL_SECONDS,
  );
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString();
  return { twoFactor: { step, challenge, expiresAt } };
}

export interface OpenedChallenge {
  userId: number;
  sessionVersion: number;
  step: 'verify' | 'enrol';
}

/** The user and step of an unexpired challenge; 401 otherwise (sign in again). */
export function openChallenge(deps: Deps, challenge: string): OpenedChallenge {
  const payload = deps.secretBox.openToken(CHALLENGE_PURPOSE, challenge);
  if (!payload || typeof payload.uid !== 'number' || typeof payload.sv !== 'number')
    throw new AppError('UNAUTHENTICATED', 'Your sign-in has expired. Please sign in again.');
  return {
    userId: payload.uid,
    sessionVersion: payload.sv,
    step: payload.step === 'enrol' ? 'enrol' : 'verify',
  };
}

/**
 * The second step's code for an opened challenge (the caller has checked the user's session
 * version and the throttle): an enrolment challenge takes the first code of the new
 * authenticator and answers the recovery codes; `rememberBrowser` answers the cookie to set.
 */
export async function confirmSecondStep(
  deps: Deps,
  opened: OpenedChallenge,
  code: string,
  rememberBrowser: boolean,
) {
  const confirmed = await confirmCode(deps, opened.userId, code, { allowEnrolment: opened.step === 'enrol' });
  const rememberCookie = rememberBrowser
    ? {
        name: rememberCookieName(opened.userId),
        value: deps.secretBox.sealToken(
          REMEMBERED_PURPOSE,
          { uid: opened.userId, sv: opened.sessionVersion, cred: confirmed.credentialId },
          REMEMBER_SECONDS,
        ),
        maxAgeSeconds: REMEMBER_SECONDS,
      }
    : null;
  return { recoveryCodes: confirmed.recoveryCodes, rememberCookie };
}

/**
 * Whether the user signs in with a second factor (on, or required): a link from an e-mail
 * alone never opens such a user's session.
 */
export async function isSecondFactorDue(db: Deps['db'], userId: number): Promise<boolean> {
  const credential = await findCredential(db, userId);
  return Boolean(credential?.enabledAt) || (await findRequirement(db, userId)) !== null;
}
