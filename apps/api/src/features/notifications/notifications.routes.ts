import {
  deleteNotification,
  getDeliverySettings,
  listNotifications,
  listNotificationTypes,
  markAllNotificationsRead,
  type Notification,
  saveDeliverySettings,
  scheduledNotifications,
  updateNotification,
} from '@vanbid/contract';
import { type DeliverySettings, effectiveDeliverySettings, NOTIFICATION_TYPES } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { scheduledFor } from './notification-mail';
import {
  countUnread,
  deleteNotificationOf,
  findDeliverySettings,
  listNotificationPage,
  markAllRead,
  type NotificationRow,
  saveDeliverySettingsOf,
  setNotificationRead,
} from './notifications.queries';

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    priority: row.priority,
    campaignId: row.campaignId,
    is_read: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product.md §8: the list, read / unread, delete, mark all read, types, delivery settings. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  route(app, listNotifications, async ({ auth, query }) => {
    const page = await listNotificationPage(db, auth.accountId, {
      page: query.page,
      size: query.size,
      unreadOnly: query.unread === 'true',
    });
    return { notifications: page.rows.map(toNotification), total: page.total, unread: page.unread };
  });

  route(app, updateNotification, async ({ auth, params, body }) => {
    const row = await setNotificationRead(db, auth.accountId, params.id, body.is_read);
    if (!row) throw notFound('Notification');
    return { notification: toNotification(row), unread: await countUnread(db, auth.accountId) };
  });

  route(app, deleteNotification, async ({ auth, params }) => {
    if (!(await deleteNotificationOf(db, auth.accountId, params.id))) throw notFound('Notification');
    return { deleted: true as const, unread: await countUnread(db, auth.accountId) };
  });

  route(app, markAllNotificationsRead, async ({ auth }) => ({
    updated: await markAllRead(db, auth.accountId),
    unread: 0 as const,
  }));

  route(app, listNotificationTypes, () => ({
    types: NOTIFICATION_TYPES.map(({ type, label, description, defaultChannels }) => ({
      type,
      label,
      description,
      defaultChannels: [...defaultChannels],
    })),
  }));

  route(app, getDeliverySettings, async ({ auth }) => {
    const saved = await findDeliverySettings(db, auth.accountId, auth.userId);
    return { settings: effectiveDeliverySettings(saved as Partial<DeliverySettings> | undefined) };
  });

  route(app, saveDeliverySettings, async ({ auth, body }) => {
    const current = effectiveDeliverySettings(
      (await findDeliverySettings(db, auth.accountId, auth.userId)) as Partial<DeliverySettings> | undefined,
    );
    const next = effectiveDeliverySettings(
      Object.fromEntries(
        Object.entries(current).map(([type, channels]) => [type, { ...channels, ...body.settings[type] }]),
      ),
    );
    await saveDeliverySettingsOf(db, auth.accountId, auth.userId, next);
    return { settings: next };
  });

  route(app, scheduledNotifications, ({ auth }) => scheduledFor(db, auth.userId, auth.accountId));
}
