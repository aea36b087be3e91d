import { PRIORITY } from '@vanbid/domain';
import type { Queryable } from '../platform/db/database';
import { notifications } from '../platform/db/schema/index';

const HOUR_MS = 3_600_000;

/**
 * A few weeks' worth of notifications for the demo account: two unread, one of them recent. They
 * count as mailed: the mail job e-mails only what happens from now on.
 */
export async function seedDemoNotifications(db: Queryable, accountId: number, now: number): Promise<void> {
  const mailed = (notification: typeof notifications.$inferInsert) => ({
    ...notification,
    mailedAt: new Date(now),
  });
  const rows: (typeof notifications.$inferInsert)[] = [
    {
      accountId,
      type: 'campaign_created',
      title: 'Campaign created',
      body: 'Moving Leads — Richmond is live and buying within its hours.',
      isRead: true,
      createdAt: new Date(now - 6 * 24 * HOUR_MS),
    },
    {
      accountId,
      type: 'auto_recharge_failed',
      title: 'Auto-recharge failed',
      body: 'We could not add $500.00 to your wallet from Visa •••• 4242. Update your payment methods, then save the auto-recharge settings again.',
      priority: PRIORITY.high,
      isRead: true,
      createdAt: new Date(now - 2 * 24 * HOUR_MS),
    },
    {
      accountId,
      type: 'min_bid_update',
      title: 'Minimum bids updated',
      body: 'Weekday morning minimums rose with demand. Your bids follow at the same percent above the minimum.',
      priority: PRIORITY.medium,
      createdAt: new Date(now - 5 * HOUR_MS),
    },
    {
      accountId,
      type: 'campaign_created',
      title: 'Campaign created',
      body: 'Blue Ridge Branded Calls is live and buying within its hours.',
      createdAt: new Date(now - HOUR_MS / 3),
    },
  ];
  await db.insert(notifications).values(rows.map(mailed));
}
