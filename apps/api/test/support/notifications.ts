import type { Database } from '../../src/platform/db/database';
import { notifications } from '../../src/platform/db/schema/index';

/** A notification of the account (`campaign_created` unless `type` says otherwise), `minutesAgo` before now. */
export async function createTestNotification(
  db: Database,
  accountId: number,
  title: string,
  options: { isRead?: boolean; minutesAgo?: number; type?: string } = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      accountId,
      type: options.type ?? 'campaign_created',
      title,
      body: `${title} body`,
      isRead: options.isRead ?? false,
      createdAt: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000),
    })
    .returning();
  return row!;
}
