// Notifications (docs/product.md §8).
import {
  DEFAULT_PAGE,
  DELIVERY_CHANNELS,
  MAX_PAGE_SIZE,
  NOTIFICATION_TYPES,
  PAGE_SIZE,
} from '@vanbid/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../common';
import { defineEndpoint } from '../endpoint';

export const notificationSchema = z.object({
  _id: z.number(),
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** 3 high, 2 medium, 1 low (docs/product.md §8). */
  priority: z.number(),
  campaignId: z.number().nullable(),
  is_read: z.boolean(),
  /** ISO 8601 instant. */
  createdAt: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  summary: 'The account’s notifications, newest first, with the unread count',
  tag: 'notifications',
  auth: true,
  query: z.object({
    page: idSchema.max(1_000_000).default(DEFAULT_PAGE),
    size: idSchema.max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    /** `true`: only the unread ones. */
    unread: z.enum(['true', 'false']).default('false'),
  }),
  data: z.object({
    notifications: z.array(notificationSchema),
    total: z.number(),
    unread: z.number(),
  }),
});

export const updateNotification = defineEndpoint({
  method: 'PATCH',
  path: '/notifications/:id',
  summary: 'Mark one notification read or unread',
  tag: 'notifications',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({ is_read: z.boolean() }),
  data: z.object({ notification: notificationSchema, unread: z.number() }),
});

export const deleteNotification = defineEndpoint({
  method: 'DELETE',
  path: '/notifications/:id',
  summary: 'Delete one notification',
  tag: 'notifications',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({ deleted: z.literal(true), unread: z.number() }),
});

export const markAllNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/notifications/markAllAsRead',
  summary: 'Mark every notification of the account read',
  tag: 'notifications',
  auth: true,
  body: z.strictObject({}).nullish(),
  data: z.object({ updated: z.number(), unread: z.literal(0) }),
});

export const listNotificationTypes = defineEndpoint({
  method: 'GET',
  path: '/webhook/notificationTypes',
  summary: 'The kinds of notification and their default delivery',
  tag: 'notifications',
  auth: true,
  data: z.object({
    types: z.array(
      z.object({
        type: z.string(),
        label: z.string(),
        description: z.string(),
        defaultChannels: z.array(z.enum(DELIVERY_CHANNELS)),
      }),
    ),
  }),
});

const channelSwitches = z.strictObject(
  Object.fromEntries(DELIVERY_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
    (typeof DELIVERY_CHANNELS)[number],
    z.ZodBoolean
  >,
);
const knownTypes = NOTIFICATION_TYPES.map((each) => each.type) as [string, ...string[]];

/** Per type, per channel: whether the signed-in user gets it for the selected account. */
export const deliverySettingsSchema = z.record(z.enum(knownTypes), channelSwitches);

export const getDeliverySettings = defineEndpoint({
  method: 'GET',
  path: '/notifications/deliverySettings',
  summary: 'How the signed-in user gets each kind of notification for the account',
  tag: 'notifications',
  auth: true,
  data: z.object({ settings: deliverySettingsSchema }),
});

export const saveDeliverySettings = defineEndpoint({
  method: 'POST',
  path: '/notifications/deliverySettings',
  summary: 'Change how the signed-in user gets some kinds of notification',
  tag: 'notifications',
  auth: true,
  body: z.strictObject({
    settings: z.partialRecord(z.enum(knownTypes), channelSwitches.partial()),
  }),
  data: z.object({ settings: deliverySettingsSchema }),
});

export const scheduledNotification = z.object({
  notificationId: z.number(),
  type: z.string(),
  title: z.string(),
  createdAt: z.string(),
  /** When the mail job sends it: at the latest a minute after it happened. */
  sendsBy: z.string(),
});

export const scheduledNotifications = defineEndpoint({
  method: 'GET',
  path: '/users/schedule-notifications',
  summary: 'The e-mails about to go to the caller (by their delivery settings), not yet sent',
  tag: 'notifications',
  auth: true,
  data: z.object({ scheduled: z.array(scheduledNotification) }),
});
