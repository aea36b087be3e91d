import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reusableQuery, runReusable } from '../db/reusable-query';

export interface Membership {
  contactType: string;
  inviteType: string | null;
  isMainAccount: boolean;
}

/** A user's session version and membership of one account (`membership` undefined when none). */
export interface SessionStanding {
  sessionVersion: number;
  membership: Membership | undefined;
}

type StandingRow = { sessionVersion: number; contactType: string | null } & Omit<Membership, 'contactType'>;

/**
 * Read on every signed-in request (the guard), so written once: the user's session version and,
 * in the same round trip, their membership of the account (null columns when none).
 */
const standingQuery = reusableQuery(sql`
  select u.session_version as "sessionVersion", m.contact_type as "contactType",
    m.invite_type as "inviteType", coalesce(a.is_main_account, false) as "isMainAccount"
  from users u
  left join memberships m on m.user_id = u.id and m.account_id = ${sql.placeholder('accountId')}
  left join accounts a on a.id = m.account_id
  where u.id = ${sql.placeholder('userId')}`);

/** The user's session version and membership of `accountId`; undefined for an unknown user. */
export async function findSessionStanding(
  db: Database,
  userId: number,
  accountId: number,
): Promise<SessionStanding | undefined> {
  const [row] = await runReusable<StandingRow>(db, standingQuery, { userId, accountId });
  if (!row) return undefined;
  const { sessionVersion, contactType, inviteType, isMainAccount } = row;
  return {
    sessionVersion,
    membership: contactType === null ? undefined : { contactType, inviteType, isMainAccount },
  };
}

/** The user's membership of one account, with the account's main flag; undefined when none. */
export async function findMembership(
  db: Database,
  userId: number,
  accountId: number,
): Promise<Membership | undefined> {
  return (await findSessionStanding(db, userId, accountId))?.membership;
}
