import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { accounts, memberships, users } from '../../platform/db/schema/index';

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return user;
}

/** The user's membership of one account, with the account's main flag. */
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
