import { and, eq } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/database';
import { contactMeta, memberships } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { revokeSessions } from '../auth';
import { recordActivity, recordChange } from '../logs';
import { memberLabel } from './team-changes';

/**
 * Takes a member off the account: the membership and their own setup flags there go, and every
 * session of theirs ends at once (the tokens stop working, their sockets close), so nothing they
 * had open keeps acting on the account. Not oneself, and not the last owner.
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
    await revokeSessions(tx, userId);
  });
  await recordActivity(db, auth, {
    kind: 'user_activity',
    event: 'team member removed',
    importance: 2,
    content: { userId },
  });
  return {};
}
