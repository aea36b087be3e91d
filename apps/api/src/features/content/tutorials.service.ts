import type { Tutorial } from '@vanbid/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { tutorials, tutorialViews } from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';
import { tutorialVideoUrls } from './tutorial-videos';

async function readTutorials(db: Queryable, userId: number, only?: number): Promise<Tutorial[]> {
  const rows = await db
    .select({
      _id: tutorials.id,
      id: tutorials.id,
      title: tutorials.title,
      description: tutorials.description,
      url: tutorials.url,
      video: tutorials.video,
      durationSeconds: tutorials.durationSeconds,
      views: tutorials.views,
      watched: sql<boolean>`exists (select 1 from ${tutorialViews} v where v.tutorial_id = ${tutorials.id} and v.user_id = ${userId})`,
    })
    .from(tutorials)
    .where(only === undefined ? undefined : eq(tutorials.id, only))
    .orderBy(asc(tutorials.position), asc(tutorials.id));
  return rows.map(({ video, ...row }) => ({ ...row, ...tutorialVideoUrls(video) }));
}

export async function listTutorials(db: Queryable, userId: number) {
  return { tutorials: await readTutorials(db, userId) };
}

/** One more play of the tutorial, and the caller's watched mark (kept once). */
export async function viewTutorial(db: Database, userId: number, tutorialId: number) {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(tutorials)
      .set({ views: sql`${tutorials.views} + 1` })
      .where(eq(tutorials.id, tutorialId))
      .returning({ id: tutorials.id });
    if (!counted) throw notFound('Tutorial');
    await tx.insert(tutorialViews).values({ userId, tutorialId }).onConflictDoNothing();
    const [tutorial] = await readTutorials(tx, userId, tutorialId);
    return { tutorial: tutorial! };
  });
}
