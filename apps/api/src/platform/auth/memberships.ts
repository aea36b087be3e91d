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
  /** The session version of the support user behind a guest session (null: none asked, or unknown). */
  actorSessionVersion: number | null;
  membership: Membership | undefined;
  /**
   * The user is a member of an account that requires two-factor sign-in and has not turned it
   * on (docs/product.md §9, "Two-factor sign-in").
   */
  isTwoFactorMissing: boolean;
}

type StandingRow = {
  sessionVersion: number;
  isTwoFactorMissing: boolean;
  actorSessionVersion: number | null;
  contactType: string | null;
} & Omit<Membership, 'contactType'>;

/**
 * Read on every signed-in request (the guard), so written once: the user's session version and,
 * in the same round trip, the guest session's support user's (when `actorId` is not null), the
 * user's membership of the account (null columns when none) and whether an account of theirs
 * requires a second factor they lack (two index lookups by user).
 */
const standingQuery = reusableQuery(sql`
  select u.session_version as "sessionVersion", actor.session_version as "actorSessionVersion",
    m.contact_type as "contactType", m.invite_type as "inviteType",
    coalesce(a.is_main_account, false) as "isMainAccount",
    (exists (select 1 from memberships rm join accounts ra on ra.id = rm.account_id
        where rm.user_id = u.id and ra.requires_two_factor)
      and not exists (select 1 from two_factor_credentials c
        where c.user_id = u.id and c.enabled_at is not null)) as "isTwoFactorMissing"
  from users u
  left join users actor on actor.id = ${sql.placeholder('actorId')}::bigint
  left join memberships m on m.user_id = u.id and m.account_id = ${sql.placeholder('accountId')}
  left join accounts a on a.id = m.account_id
  where u.id = ${sql.placeholder('userId')}`);

/**
 * The session versions of the user (and of `actorId`, a guest session's support user) and the
 * user's membership of `accountId`; undefined for an unknown user.
 */
export async function findSessionStanding(
  db: Database,
  userId: number,
  accountId: number,
  actorId: number | null = null,
): Promise<SessionStanding | undefined> {
  const [row] = await runReusable<StandingRow>(db, standingQuery, { userId, accountId, actorId });
  if (!row) return undefined;
  const { sessionVersion, actorSessionVersion, contactType, inviteType, isMainAccount, isTwoFactorMissing } =
    row;
  return {
    sessionVersion,
    actorSessionVersion,
    isTwoFactorMissing,
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
