import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/guard';
import { hashLinkCode, newLinkCode } from '../../platform/auth/link-codes';
import { findMembership } from '../../platform/auth/memberships';
import { assertSupportStaff } from '../../platform/auth/support-staff';
import { loginCodes, users } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { findUserByEmail, isSecondFactorDue } from '../auth';
import { recordActivity } from '../logs';
import { RESET_TOKEN_PURPOSE } from '../password-reset';

const LINK_TTL_MS = 10 * 60_000;

export async function createGuestLink(deps: AppDeps, auth: RequestAuth, email: string) {
  await assertSupportStaff(deps.db, auth, 'create guest links');
  const target = await findUserByEmail(deps.db, email);
  if (!target?.homeAccountId) throw notFound('User');
  const code = newLinkCode();
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  await deps.db.insert(loginCodes).values({
    codeHash: hashLinkCode(code),
    userId: target.id,
    actorUserId: auth.userId,
    accountId: target.homeAccountId,
    purpose: 'guest',
    expiresAt,
  });
  return { url: `/?token=${code}`, expiresAt: expiresAt.toISOString() };
}

/** The support user behind a guest session, with their session version (revoking them ends it). */
async function actorClaim(deps: AppDeps, actorUserId: number) {
  const [actor] = await deps.db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, actorUserId));
  return { sub: String(actorUserId), sv: actor?.sessionVersion ?? 0 };
}

/** Consumes the code atomically (single use, unexpired) and signs a session for its user. */
export async function exchangeLoginCode(deps: AppDeps, code: string) {
  const [row] = await deps.db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginCodes.codeHash, hashLinkCode(code)),
        ne(loginCodes.purpose, RESET_TOKEN_PURPOSE),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  const [user] = row ? await deps.db.select().from(users).where(eq(users.id, row.userId)) : [];
  const accountId = row?.accountId ?? user?.homeAccountId;
  const membership = user && accountId ? await findMembership(deps.db, user.id, accountId) : undefined;
  if (!row || !user || !accountId || !membership)
    throw new AppError('UNAUTHENTICATED', 'This link has expired or was already used. Please sign in.');
  const role = row.actorUserId ? ('guest' as const) : ('user' as const);
  // An e-mailed link is one factor: a user who signs in with two goes through the sign-in page.
  if (role === 'user' && (await isSecondFactorDue(deps.db, user.id)))
    throw new AppError('UNAUTHENTICATED', 'Please sign in with your password and your authentication code.');
  const { token } = await deps.tokens.sign(
    {
      sub: String(user.id),
      sv: user.sessionVersion,
      ...(row.actorUserId ? { act: await actorClaim(deps, row.actorUserId) } : {}),
      user: {
        role,
        inviteType: membership.inviteType,
        isMainAccount: membership.isMainAccount,
        globalId: accountId,
      },
    },
    role === 'guest' ? deps.config.GUEST_TOKEN_TTL_SECONDS : undefined,
  );
  if (row.actorUserId) {
    await recordActivity(
      deps.db,
      { role, userId: user.id, actorUserId: row.actorUserId, accountId },
      { kind: 'user_activity', event: 'guest session started', importance: 2 },
    );
  }
  return {
    token,
    globalId: accountId,
    user: { id: user.id, username: user.username, email: user.email, role },
  };
}
