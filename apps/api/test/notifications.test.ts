import {
  deleteNotification,
  getDeliverySettings,
  listNotifications,
  listNotificationTypes,
  markAllNotificationsRead,
  saveDeliverySettings,
  updateNotification,
} from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { unchecked } from './support/call';
import { createTestNotification } from './support/notifications';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

const notify = (accountId: number, title: string, options: { isRead?: boolean; minutesAgo?: number } = {}) =>
  createTestNotification(context.db, accountId, title, options);

describe('GET /notifications', () => {
  it('lists only the account’s notifications, newest first, with the unread count', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    await notify(owner.account.id, 'Oldest', { minutesAgo: 30, isRead: true });
    await notify(owner.account.id, 'Middle', { minutesAgo: 20 });
    await notify(owner.account.id, 'Newest', { minutesAgo: 10 });
    await notify(stranger.account.id, 'Not yours');
    const response = await call(listNotifications, { as: owner });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data.notifications.map((each: { title: string }) => each.title)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(data).toMatchObject({ total: 3, unread: 2 });
    expect(data.notifications[0]).toMatchObject({ is_read: false, priority: 1, type: 'campaign_created' });
    expect(Date.parse(data.notifications[0]!.createdAt)).not.toBeNaN();
  });

  it('pages, and lists only the unread ones when asked', async () => {
    const owner = await signedInOwner(context);
    for (const [index, title] of ['A', 'B', 'C', 'D'].entries())
      await notify(owner.account.id, title, { minutesAgo: 10 - index, isRead: title === 'C' });
    const second = await call(listNotifications, { as: owner, query: { page: 2, size: 2 } });
    expect(second.data.notifications.map((each: { title: string }) => each.title)).toEqual(['B', 'A']);
    const unread = await call(listNotifications, { as: owner, query: { unread: 'true' } });
    expect(unread.data.notifications.map((each: { title: string }) => each.title)).toEqual(['D', 'B', 'A']);
    expect(unread.data).toMatchObject({ total: 3, unread: 3 });
    const bad = await call(listNotifications, { as: owner, query: { size: 0 } });
    expect(bad.status).toBe(400);
  });
});

describe('changing notifications', () => {
  it('marks one read and unread again, answering the unread count', async () => {
    const owner = await signedInOwner(context);
    const first = await notify(owner.account.id, 'First');
    await notify(owner.account.id, 'Second');
    const read = await call(updateNotification, {
      as: owner,
      params: { id: first.id },
      body: { is_read: true },
    });
    expect(read.data).toMatchObject({ notification: { id: first.id, is_read: true }, unread: 1 });
    const unread = await call(updateNotification, {
      as: owner,
      params: { id: first.id },
      body: { is_read: false },
    });
    expect(unread.data.unread).toBe(2);
    const bad = await call(updateNotification, {
      as: owner,
      params: { id: first.id },
      body: { is_read: unchecked('yes') },
    });
    expect(bad.status).toBe(400);
  });

  it('answers another account’s notification exactly like an unknown one, and leaves it alone', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const theirs = await notify(stranger.account.id, 'Theirs');
    const attempts = [
      await call(updateNotification, { as: owner, params: { id: theirs.id }, body: { is_read: true } }),
      await call(deleteNotification, { as: owner, params: { id: theirs.id } }),
      await call(deleteNotification, { as: owner, params: { id: 999999999 } }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    const still = await call(listNotifications, { as: stranger });
    expect(still.data.notifications).toMatchObject([{ id: theirs.id, is_read: false }]);
  });

  it('deletes one, and marks all read without touching another account', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const gone = await notify(owner.account.id, 'Gone');
    await notify(owner.account.id, 'Kept 1');
    await notify(owner.account.id, 'Kept 2');
    await notify(stranger.account.id, 'Other unread');
    const deleted = await call(deleteNotification, { as: owner, params: { id: gone.id } });
    expect(deleted.data).toEqual({ deleted: true, unread: 2 });
    const all = await call(markAllNotificationsRead, { as: owner, body: {} });
    expect(all.data).toEqual({ updated: 2, unread: 0 });
    const list = await call(listNotifications, { as: owner });
    expect(list.data).toMatchObject({ total: 2, unread: 0 });
    const theirs = await call(listNotifications, { as: stranger });
    expect(theirs.data.unread).toBe(1);
  });
});

describe('notification types and delivery settings', () => {
  it('lists the types with their default channels', async () => {
    const owner = await signedInOwner(context);
    const response = await call(listNotificationTypes, { as: owner });
    expect(response.data.types).toContainEqual({
      type: 'auto_recharge_failed',
      label: 'Auto-recharge failed',
      description: expect.any(String),
      defaultChannels: ['in_app', 'email', 'sms'],
    });
  });

  it('starts from the defaults, keeps a partial change per user and account, and refuses unknown names', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const before = await call(getDeliverySettings, { as: owner });
    expect(before.data.settings.campaign_created).toEqual({ in_app: true, email: true, sms: false });
    const saved = await call(saveDeliverySettings, {
      as: owner,
      body: { settings: { campaign_created: { email: false, sms: true } } },
    });
    expect(saved.data.settings.campaign_created).toEqual({ in_app: true, email: false, sms: true });
    const after = await call(getDeliverySettings, { as: owner });
    expect(after.data.settings).toEqual(saved.data.settings);
    const theirs = await call(getDeliverySettings, { as: stranger });
    expect(theirs.data.settings.campaign_created).toEqual({ in_app: true, email: true, sms: false });
    for (const settings of [{ no_such_type: { email: true } }, { campaign_created: { fax: true } }]) {
      const refused = await call(saveDeliverySettings, {
        as: owner,
        body: { settings: unchecked(settings) },
      });
      expect(refused.status).toBe(400);
    }
    const unchanged = await call(getDeliverySettings, { as: owner });
    expect(unchanged.data.settings).toEqual(saved.data.settings);
  });
});
