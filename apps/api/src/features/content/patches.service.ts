import { and, desc, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { patches, patchViews, users } from '../../platform/db/schema/index';

/** Release notes since the user joined that they have not seen (a new user has nothing to catch up on). */
function unseenBy(userId: number) {
  return and(
    gt(patches.releasedAt, sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`),
    sql`not exists (select 1 from ${patchViews} v where v.patch_id = ${patches.id} and v.user_id = ${userId})`,
  );
}

export async function listUnseenPatches(db: Queryable, userId: number) {
  const rows = await db.select().from(patches).where(unseenBy(userId)).orderBy(desc(patches.releasedAt));
  return {
    patches: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      body: row.body,
      releasedAt: row.releasedAt.toISOString(),
    })),
  };
}

/** Marks the given unseen notes (all of them when none are named) seen by the user. */
export async function markPatchesViewed(db: Queryable, userId: number, ids?: number[]) {
  const unseen = await db
    .select({ id: patches.id })
    .from(patches)
    .where(and(unseenBy(userId), ids?.length ? inArray(patches.id, ids) : undefined));
  if (unseen.length === 0) return { marked: 0 };
  await db
    .insert(patchViews)
    .values(unseen.map((row) => ({ userId, patchId: row.id })))
    .onConflictDoNothing();
  return { marked: unseen.length };
}
