import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestAuth } from '../../platform/auth/guard';
import { verifyPassword } from '../../platform/auth/passwords';
import { users } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { publishSessionsRevoked } from '../../platform/events/session-revocation';
import type { LoginThrottle } from './login-throttle';
import {
  countRecoveryCodesLeft,
  deleteTwoFactor,
  enableCredential,
  findAccountPolicy,
  findCredential,
  findMembersWithout,
  findRequirement,
  replacePendingCredential,
  setAccountRequirement,
} from './two-factor.queries';
import { newAuthenticatorKey } from './two-factor-authenticator';
import { confirmCode, SECRET_PURPOSE } from './two-factor-codes';
import { codeThrottleKey, type OpenedChallenge } from './two-factor-sign-in';

type Deps = Pick<AppDeps, 'db' | 'secretBox'>;

/**
 * A wrong code or password of a signed-in user is a 400 naming the field: a 401 would end the
 * session that is asking (the web signs out on 401).
 */
function wrongField(field: 'code' | 'password', message: string) {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

const checkCode = (deps: Deps, userId: number, code: string, allowEnrolment: boolean) =>
  confirmCode(deps, userId, code, { allowEnrolment }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
      throw wrongField('code', error.message);
    throw error;
  });

/** A guest session never changes how the user signs in. */
function assertNotGuest(auth: RequestAuth): void {
  if (auth.role === 'guest')
    throw new AppError('FORBIDDEN', 'A support guest session cannot change how the user signs in');
}

export async function getStatus(deps: Deps, userId: number) {
  const [credential, requiredBy, recoveryCodesLeft] = await Promise.all([
    findCredential(deps.db, userId),
    findRequirement(deps.db, userId),
    countRecoveryCodesLeft(deps.db, userId),
  ]);
  return { enabled: Boolean(credential?.enabledAt), requiredBy, recoveryCodesLeft };
}

/** A new authenticator key for the user, kept sealed and waiting for its first code. */
async function startEnrolment(deps: Deps, userId: number) {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your sign-in has expired. Please sign in again.');
  const key = await newAuthenticatorKey(user.email);
  const created = await deps.db.transaction((tx) =>
    replacePendingCredential(tx, userId, deps.secretBox.seal(SECRET_PURPOSE, key.secret)),
  );
  if (!created) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
  return { qrCode: key.qrCode, manualKey: key.manualKey, otpauthUri: key.otpauthUri };
}

export function startSetup(deps: Deps, auth: RequestAuth) {
  assertNotGuest(auth);
  return startEnrolment(deps, auth.userId);
}

/** Enrolment during sign-in: only with an `enrol` challenge (the password was right). */
export function startSignInEnrolment(deps: Deps, opened: OpenedChallenge) {
  if (opened.step !== 'enrol') throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
  return startEnrolment(deps, opened.userId);
}

export async function enable(deps: Deps, auth: RequestAuth, code: string) {
  assertNotGuest(auth);
  const confirmed = await checkCode(deps, auth.userId, code, true);
  if (!confirmed.recoveryCodes) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
  return { recoveryCodes: confirmed.recoveryCodes };
}

/**
 * Off again: the password and a code (or a recovery code), tries throttled like the sign-in's
 * code step; never while it is required.
 */
export async function disable(
  deps: Deps,
  throttle: LoginThrottle,
  auth: RequestAuth,
  input: { password: string; code: string },
  origin: { address: string; log: FastifyBaseLogger },
) {
  assertNotGuest(auth);
  const throttleKey = codeThrottleKey(auth.userId);
  await throttle.claimAttempt(throttleKey, origin, 'second-factor');
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password)))
    throw wrongField('password', 'The password is not correct');
  await checkCode(deps, auth.userId, input.code, false);
  await throttle.recordSuccess(throttleKey, origin, 'second-factor');
  const requiredBy = await findRequirement(deps.db, auth.userId);
  if (requiredBy)
    throw new AppError(
      'BUSINESS_RULE',
      requiredBy === 'support'
        ? 'Support staff must sign in with two-factor: it cannot be turned off'
        : 'A company you belong to requires two-factor sign-in: it cannot be turned off',
    );
  await deps.db.transaction((tx) => deleteTwoFactor(tx, auth.userId));
  return getStatus(deps, auth.userId);
}

export function getAccountPolicy(deps: Deps, auth: RequestAuth) {
  return findAccountPolicy(deps.db, auth.accountId);
}

/** The owner requires (or stops requiring) a second factor of every member; they must have one first. */
export async function setAccountPolicy(deps: Deps, auth: RequestAuth, required: boolean) {
  assertNotGuest(auth);
  if (auth.contactType !== 'Owner')
    throw new AppError('FORBIDDEN', 'Only an owner can require two-factor sign-in of the team');
  if (required && !(await findCredential(deps.db, auth.userId))?.enabledAt)
    throw new AppError('BUSINESS_RULE', 'Turn on two-factor sign-in for yourself first');
  await deps.db.transaction(async (tx) => {
    await setAccountRequirement(tx, auth.accountId, required);
    if (!required) return;
    // Their open sockets end (every API process): a new handshake is refused with
    // TWO_FACTOR_REQUIRED until they turn it on, as their calls are (docs/product.md §9).
    for (const userId of await findMembersWithout(tx, auth.accountId))
      await publishSessionsRevoked(tx, userId);
  });
  return findAccountPolicy(deps.db, auth.accountId);
}

/**
 * The demo world's support user signs in with two factors like all support staff: on the
 * embedded demo their authenticator is the documented demo key (README), set once.
 */
export async function ensureDemoAuthenticator(deps: Deps, email: string, secret: string): Promise<void> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user || (await findCredential(deps.db, user.id))) return;
  await deps.db.transaction(async (tx) => {
    const created = await replacePendingCredential(tx, user.id, deps.secretBox.seal(SECRET_PURPOSE, secret));
    if (created) await enableCredential(tx, created.id);
  });
}
