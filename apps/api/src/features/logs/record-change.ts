import { type ActivityChange, activityKindOf } from '@vanbid/domain';
import type { RequestAuth } from '../../platform/auth/guard';
import type { Queryable } from '../../platform/db/database';
import { activityChanges } from '../../platform/db/schema/index';

/** Who made a change: the member, and the support staff behind a guest session. */
export type ChangeActor = Pick<RequestAuth, 'accountId' | 'userId' | 'actorUserId' | 'role'>;

/**
 * Records changes for the owner's activity log, in the caller's transaction (docs/product.md §9,
 * "Activity"). A change whose value did not move (before = after) is not recorded.
 */
export async function recordChanges(db: Queryable, actor: ChangeActor, changes: ActivityChange[]) {
  const moved = changes.filter((change) => change.before === null || change.before !== change.after);
  if (moved.length === 0) return;
  await db.insert(activityChanges).values(
    moved.map((change) => ({
      accountId: actor.accountId,
      userId: actor.userId,
      supportUserId: actor.role === 'guest' ? actor.actorUserId : null,
      kind: activityKindOf(change.field),
      field: change.field,
      subject: change.subject,
      before: change.before,
      after: change.after,
    })),
  );
}

export function recordChange(db: Queryable, actor: ChangeActor, change: ActivityChange) {
  return recordChanges(db, actor, [change]);
}
