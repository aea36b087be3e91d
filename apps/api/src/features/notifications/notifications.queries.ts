import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { notificationDeliverySettings, notifications } from '../../platform/db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

/** One page of the account's notifications, newest first, with the total and unread counts. */
export async function listNotificationPage(
  db: Queryable,
  accountId: number,
  page: { page: number; size: number; unreadOnly: boolean },
) {
  const ofAccount = eq(notifications.accountId, accountId);
  const where = page.unreadOnly ? and(ofAccount, eq(notifications.isRead, false)) : ofAccount;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db
      .select({
        total: page.unreadOnly ? sql<number>`count(*) filter (where not ${notifications.isRead})` : count(),
        unread: sql<number>`count(*) filter (where not ${notifications.isRead})`,
      })
      .from(notifications)
      .where(ofAccount),
  ]);
  return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

export async function countUnread(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.isRead, false)));
  return row?.unread ?? 0;
}

/** Marks one of the account's notifications; undefined when the account has no such notification. */
export async function setNotificationRead(db: Queryable, accountId: number, id: number, isRead: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
    .returning();
  return row;
}

/** Marks every unread notification of the account read; answers how many changed. */
export async function markAllRead(db: Queryable, accountId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.accountId, accountId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the account's notifications; false when the account has no such notification. */
export async function deleteNotificationOf(db: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function findDeliverySettings(db: Queryable, accountId: number, userId: number) {
  const [row] = await db
    .select({ settings: notificationDeliverySettings.settings })
    .from(notificationDeliverySettings)
    .where(
      and(
        eq(notificationDeliverySettings.accountId, accountId),
        eq(notificationDeliverySettings.userId, userId),
      ),
    );
  return row?.settings;
}

export async function saveDeliverySettingsOf(
  db: Queryable,
  accountId: number,
  userId: number,
  settings: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(notificationDeliverySettings)
    .values({ accountId, userId, settings })
    .onConflictDoUpdate({
      target: [notificationDeliverySettings.accountId, notificationDeliverySettings.userId],
      set: { settings },
    });
}
