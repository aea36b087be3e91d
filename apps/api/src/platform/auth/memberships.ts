import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { accounts, memberships } from '../db/schema/index';

/** The user's membership of one account, with the account's main flag; undefined when none. */
export async function findMembership(db: Queryable, userId: number, accountId: number) {
  const [row] = await db
    .select({
      contactType: memberships.contactType,
      inviteType: memberships.inviteType,
      isMainAccount: accounts.isMainAccount,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
    .limit(1);
  return row;
}
