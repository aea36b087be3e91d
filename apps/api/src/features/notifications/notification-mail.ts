import { type DeliverySettings, effectiveDeliverySettings, type NotificationTypeName } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';

/**
 * E-mails a notification to the account's owners whose delivery settings
 * (`/notifications/deliverySettings`, else the type's defaults) have e-mail on for its type.
 * Runs after the transaction that stored the notification committed.
 */
export async function mailNotification(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  accountId: number,
  notification: { type: NotificationTypeName; title: string; body: string },
): Promise<number> {
  const owners = await deps.db.execute<{ email: string; settings: Partial<DeliverySettings> | null }>(sql`
    select u.email, s.settings
    from memberships m
    join users u on u.id = m.user_id
    left join notification_delivery_settings s on s.account_id = m.account_id and s.user_id = m.user_id
    where m.account_id = ${accountId} and m.contact_type = 'Owner'`);
  let sent = 0;
  for (const owner of owners.rows) {
    if (!effectiveDeliverySettings(owner.settings ?? {})[notification.type]?.email) continue;
    await deps.mailer.send({ to: owner.email, subject: notification.title, text: notification.body });
    sent += 1;
  }
  return sent;
}
