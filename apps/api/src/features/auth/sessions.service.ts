import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { users } from '../../platform/db/schema/index';
import { publishSessionsRevoked } from '../../platform/events/session-revocation';

/**
 * Ends every session of the user (docs/product.md §9, Sessions): the session version in their
 * tokens stops matching, so the guard answers 401, and their sockets are disconnected once the
 * transaction commits. Run it inside the caller's transaction (password reset, member removal).
 */
export async function revokeSessions(tx: Queryable, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await publishSessionsRevoked(tx, userId);
}

/** "Sign out everywhere": every session of the caller ends, this one included. */
export async function logoutEverywhere(db: Database, userId: number): Promise<{ signedOut: true }> {
  await db.transaction((tx) => revokeSessions(tx, userId));
  return { signedOut: true };
}
