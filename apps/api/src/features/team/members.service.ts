import { and, asc, eq, ne } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/guard';
import { assertMayGrantRole } from '../../platform/auth/role-grants';
import type { Database, Queryable } from '../../platform/db/database';
import { contactMeta, memberships, users } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { publishMembershipEnded } from '../../platform/events/session-revocation';
import { revokeSessions } from '../auth';
import { recordActivity, recordChange } from '../logs';
import { memberLabel } from './team-changes';

/**
 * Takes a member off the account: only someone whose role the caller may give (docs/product.md
 * §1, "Roles": an owner only by an owner), not oneself, and not the last owner. The membership and
 * their own setup flags there go, and their access to this account ends at once (the guard
 * checks the membership on every request; their sockets on this account close). Their other
 * accounts stay theirs; someone left with none is signed out everywhere.
 */
export async function removeMember(db: Database, auth: RequestAuth, userId: number) {
  if (userId === auth.userId)
    throw new AppError('CONFLICT', 'You cannot remove yourself. Ask another owner or manager.');
  await db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: memberships.userId, contactType: memberships.contactType })
      .from(memberships)
      .where(eq(memberships.accountId, auth.accountId))
      .for('update');
    const member = members.find((row) => row.userId === userId);
    if (!member) throw notFound('Member');
    assertMayGrantRole(auth.contactType, member.contactType);
    const owners = members.filter((row) => row.contactType === 'Owner');
    if (member.contactType === 'Owner' && owners.length <= 1)
      throw new AppError('CONFLICT', 'The company keeps at least one owner.');
    await recordChange(tx, auth, {
      field: 'member_removed',
      subject: null,
      before: await memberLabel(tx, auth.accountId, userId),
      after: null,
    });
    await tx
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.accountId, auth.accountId)));
    await tx
      .delete(contactMeta)
      .where(and(eq(contactMeta.userId, userId), eq(contactMeta.accountId, auth.accountId)));
    await endAccessToAccount(tx, userId, auth.accountId);
  });
  await recordActivity(db, auth, {
    kind: 'user_activity',
    event: 'team member removed',
    importance: 2,
    content: { userId },
  });
  return {};
}

/**
 * After the membership is gone: the sockets of the user on this account close; a user who still
 * belongs elsewhere signs in there from now on (home moves to their oldest other account), and a
 * user who belongs nowhere has every session ended.
 */
async function endAccessToAccount(tx: Queryable, userId: number, accountId: number): Promise<void> {
  const [other] = await tx
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.accountId, accountId)))
    .orderBy(asc(memberships.createdAt), asc(memberships.accountId))
    .limit(1);
  if (!other) {
    await revokeSessions(tx, userId);
    return;
  }
  await tx
    .update(users)
    .set({ homeAccountId: other.accountId })
    .where(and(eq(users.id, userId), eq(users.homeAccountId, accountId)));
  await publishMembershipEnded(tx, userId, accountId);
}
