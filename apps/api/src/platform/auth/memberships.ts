import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reusableQuery, runReusable } from '../db/reusable-query';

export interface Membership {
  contactType: string;
  inviteType: string | null;
  isMainAccount: boolean;
}

/** Read on every signed-in request (the guard), so written once. */
const membershipQuery = reusableQuery(sql`
  select m.contact_type as "contactType", m.invite_type as "inviteType", a.is_main_account as "isMainAccount"
  from memberships m join accounts a on a.id = m.account_id
  where m.user_id = ${sql.placeholder('userId')} and m.account_id = ${sql.placeholder('accountId')}`);

/** The user's membership of one account, with the account's main flag; undefined when none. */
export async function findMembership(
  db: Database,
  userId: number,
  accountId: number,
): Promise<Membership | undefined> {
  const [row] = await runReusable<Membership>(db, membershipQuery, { userId, accountId });
  return row;
}
