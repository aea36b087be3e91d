import type { RequestAuth } from '../../platform/auth/guard';
import type { Queryable } from '../../platform/db/database';
import { activityLog } from '../../platform/db/schema/index';

/** Guest sessions are always recorded as super-admin with both identities (docs/product.md §9). */
export function roleForLog(auth: Pick<RequestAuth, 'role'>): 'user' | 'super-admin' {
  return auth.role === 'guest' ? 'super-admin' : 'user';
}

export async function recordActivity(
  db: Queryable,
  auth: Pick<RequestAuth, 'role' | 'userId' | 'actorUserId' | 'accountId'>,
  entry: {
    kind: 'error' | 'user_activity' | 'webhook';
    event: string;
    importance?: number;
    content?: unknown;
  },
) {
  const [row] = await db
    .insert(activityLog)
    .values({
      accountId: auth.accountId,
      userId: auth.userId,
      actorUserId: auth.actorUserId,
      role: roleForLog(auth),
      kind: entry.kind,
      event: entry.event,
      importance: entry.importance ?? 1,
      content: entry.content ?? {},
    })
    .returning({ id: activityLog.id });
  return row!;
}
