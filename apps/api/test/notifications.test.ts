import { describe, expect, it } from 'vitest';
import { notifications } from '../src/platform/db/schema/index';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();

async function notify(
  accountId: number,
  title: string,
  options: { isRead?: boolean; minutesAgo?: number } = {},
) {
  const [row] = await context.db
    .insert(notifications)
    .values({
      accountId,
      type: 'campaign_created',
      title,
      body: `${title} body`,
      isRead: options.isRead ?? false,
      createdAt: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000),
    })
    .returning();
  return row!;
}

describe('GET /notifications', () => {
  it('lists only the account’s notifications, newest first, with the unread count', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
    await notify(owner.account.id, 'Oldest', { minutesAgo: 30, isRead: true });
    await notify(owner.account.id, 'Middle', { minutesAgo: 20 });
    await notify(owner.account.id, 'Newest', { minutesAgo: 10 });
    await notify(other.account.id, 'Not yours');
    const response = await owner.call({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data.notifications.map((each: { title: string }) => each.title)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(data).toMatchObject({ total: 3, unread: 2 });
    expect(data.notifications[0]).toMatchObject({ is_read: false, priority: 1, type: 'campaign_created' });
    expect(Date.parse(data.notifications[0].createdAt)).not.toBeNaN();
  });

  it('pages, and lists only the unread ones when asked', async () => {
    const owner = await signedInOwner(context);
    for (const [index, title] of ['A', 'B', 'C', 'D'].entries())
      await notify(owner.account.id, title, { minutesAgo: 10 - index, isRead: title === 'C' });
    const second = await owner.call({ method: 'GET', url: '/api/notifications?page=2&size=2' });
    expect(second.json().Data.notifications.map((each: { title: string }) => each.title)).toEqual(['B', 'A']);
    const unread = await owner.call({ method: 'GET', url: '/api/notifications?unread=true' });
    expect(unread.json().Data.notifications.map((each: { title: string }) => each.title)).toEqual([
      'D',
      'B',
      'A',
    ]);
    expect(unread.json().Data).toMatchObject({ total: 3, unread: 3 });
    const bad = await owner.call({ method: 'GET', url: '/api/notifications?size=0' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('changing notifications', () => {
  it('marks one read and unread again, answering the unread count', async () => {
    const owner = await signedInOwner(context);
    const first = await notify(owner.account.id, 'First');
    await notify(owner.account.id, 'Second');
    const read = await owner.call({
      method: 'PATCH',
      url: `/api/notifications/${first.id}`,
      payload: { is_read: true },
    });
    expect(read.json().Data).toMatchObject({ notification: { id: first.id, is_read: true }, unread: 1 });
    const unread = await owner.call({
      method: 'PATCH',
      url: `/api/notifications/${first.id}`,
      payload: { is_read: false },
    });
    expect(unread.json().Data.unread).toBe(2);
    const bad = await owner.call({
      method: 'PATCH',
      url: `/api/notifications/${first.id}`,
      payload: { is_read: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers another account’s notification exactly like an unknown one, and leaves it alone', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
    const theirs = await notify(other.account.id, 'Theirs');
    const attempts = [
      await owner.call({
        method: 'PATCH',
        url: `/api/notifications/${theirs.id}`,
        payload: { is_read: true },
      }),
      await owner.call({ method: 'DELETE', url: `/api/notifications/${theirs.id}` }),
      await owner.call({ method: 'DELETE', url: '/api/notifications/999999999' }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    const still = await other.call({ method: 'GET', url: '/api/notifications' });
    expect(still.json().Data.notifications).toMatchObject([{ id: theirs.id, is_read: false }]);
  });

  it('deletes one, and marks all read without touching another account', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
    const gone = await notify(owner.account.id, 'Gone');
    await notify(owner.account.id, 'Kept 1');
    await notify(owner.account.id, 'Kept 2');
    await notify(other.account.id, 'Other unread');
    const deleted = await owner.call({ method: 'DELETE', url: `/api/notifications/${gone.id}` });
    expect(deleted.json().Data).toEqual({ deleted: true, unread: 2 });
    const all = await owner.call({ method: 'POST', url: '/api/notifications/markAllAsRead', payload: {} });
    expect(all.json().Data).toEqual({ updated: 2, unread: 0 });
    const list = await owner.call({ method: 'GET', url: '/api/notifications' });
    expect(list.json().Data).toMatchObject({ total: 2, unread: 0 });
    const theirs = await other.call({ method: 'GET', url: '/api/notifications' });
    expect(theirs.json().Data.unread).toBe(1);
  });
});

describe('notification types and delivery settings', () => {
  it('lists the types with their default channels', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/webhook/notificationTypes' });
    expect(response.json().Data.types).toContainEqual({
      type: 'auto_recharge_failed',
      label: 'Auto-recharge failed',
      description: expect.any(String),
      defaultChannels: ['in_app', 'email', 'sms'],
    });
  });

  it('starts from the defaults, keeps a partial change per user and account, and refuses unknown names', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
    const before = await owner.call({ method: 'GET', url: '/api/notifications/deliverySettings' });
    expect(before.json().Data.settings.campaign_created).toEqual({ in_app: true, email: true, sms: false });
    const saved = await owner.call({
      method: 'POST',
      url: '/api/notifications/deliverySettings',
      payload: { settings: { campaign_created: { email: false, sms: true } } },
    });
    expect(saved.json().Data.settings.campaign_created).toEqual({ in_app: true, email: false, sms: true });
    const after = await owner.call({ method: 'GET', url: '/api/notifications/deliverySettings' });
    expect(after.json().Data.settings).toEqual(saved.json().Data.settings);
    const theirs = await other.call({ method: 'GET', url: '/api/notifications/deliverySettings' });
    expect(theirs.json().Data.settings.campaign_created).toEqual({ in_app: true, email: true, sms: false });
    for (const settings of [{ no_such_type: { email: true } }, { campaign_created: { fax: true } }]) {
      const refused = await owner.call({
        method: 'POST',
        url: '/api/notifications/deliverySettings',
        payload: { settings },
      });
      expect(refused.statusCode).toBe(400);
    }
    const unchanged = await owner.call({ method: 'GET', url: '/api/notifications/deliverySettings' });
    expect(unchanged.json().Data.settings).toEqual(saved.json().Data.settings);
  });
});
