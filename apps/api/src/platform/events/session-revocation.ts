import type { Queryable } from '../db/database';
import { outboxEvents } from '../db/schema/index';

/**
 * The outbox event that ends a user's sockets: never sent to a browser, the realtime relay
 * disconnects the sockets of the user's room on every API process (the Socket.IO adapter).
 */
export const SESSIONS_REVOKED_EVENT = 'sessions_revoked';

export interface SessionsRevokedPayload {
  userId: number;
}

/** Says, inside the caller's transaction, that the user's sessions have ended. */
export async function publishSessionsRevoked(tx: Queryable, userId: number): Promise<void> {
  const payload: SessionsRevokedPayload = { userId };
  await tx.insert(outboxEvents).values({ accountId: null, event: SESSIONS_REVOKED_EVENT, payload });
}

/**
 * The outbox event that ends a user's sockets on one account (a member removed from it): never
 * sent to a browser, the relay disconnects the sockets of that user and account on every process.
 */
export const MEMBERSHIP_ENDED_EVENT = 'membership_ended';

export interface MembershipEndedPayload {
  userId: number;
  accountId: number;
}

/** Says, inside the caller's transaction, that the user no longer belongs to the account. */
export async function publishMembershipEnded(
  tx: Queryable,
  userId: number,
  accountId: number,
): Promise<void> {
  const payload: MembershipEndedPayload = { userId, accountId };
  await tx.insert(outboxEvents).values({ accountId: null, event: MEMBERSHIP_ENDED_EVENT, payload });
}
