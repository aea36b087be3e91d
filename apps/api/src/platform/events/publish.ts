import type { ServerEventName, ServerEventPayload } from '@vanbid/contract';
import type { NotificationTypeName, PRIORITY } from '@vanbid/domain';
import type { Queryable } from '../db/database';
import { notifications, outboxEvents } from '../db/schema/index';

/** What a notification says; its id comes from the stored row. */
export interface NotificationContent {
  type: NotificationTypeName;
  title: string;
  body: string;
  priority?: (typeof PRIORITY)[keyof typeof PRIORITY];
  campaignId?: number | null;
}

/** A notification: stored for the account, then pushed as `new_notification` with its id. */
export interface NotificationEvent {
  name: 'new_notification';
  accountId: number;
  notification: NotificationContent;
}

type PushedEventName = Exclude<ServerEventName, 'new_notification'>;

/** Any other server event of the contract, with its payload; no account means every socket. */
type PushedEvent = {
  [Name in PushedEventName]: { name: Name; accountId: number | null; payload: ServerEventPayload<Name> };
}[PushedEventName];

export type PublishedEvent = NotificationEvent | PushedEvent;

/**
 * Says what happened, inside the caller's transaction `tx`: the outbox row that the realtime
 * relay pushes to the account's room once the transaction commits, and for a notification the
 * notification row first (the event carries its id). Nothing is written if `tx` rolls back.
 */
export async function publish(tx: Queryable, event: PublishedEvent): Promise<void> {
  const payload = event.name === 'new_notification' ? await storeNotification(tx, event) : event.payload;
  await tx.insert(outboxEvents).values({ accountId: event.accountId, event: event.name, payload });
}

async function storeNotification(
  tx: Queryable,
  { accountId, notification }: NotificationEvent,
): Promise<ServerEventPayload<'new_notification'>> {
  const [row] = await tx
    .insert(notifications)
    .values({ accountId, ...notification })
    .returning({ id: notifications.id });
  return { id: row!.id, title: notification.title, body: notification.body };
}
