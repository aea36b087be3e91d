import type { ServerEventName, ServerEventPayload } from '@vanbid/contract';
import { type NotificationTypeName, PRIORITY } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../clock/sale-time';
import type { Queryable } from '../db/database';

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
 * `at` is the sale's time (the demo's history passes past moments); left out, the transaction's `now()`.
 */
export function publish(tx: Queryable, event: PublishedEvent, at?: SaleTime): Promise<void> {
  return publishAll(tx, [event], at);
}

/**
 * Many events at once, as `publish` writes one (a batch of sales): one statement for the pushed
 * events and one for the notifications with their events, sent together.
 */
export async function publishAll(
  tx: Queryable,
  events: readonly PublishedEvent[],
  at?: SaleTime,
): Promise<void> {
  const notices: NotificationEvent[] = [];
  const pushed: PushedEvent[] = [];
  for (const event of events) {
    if (event.name === 'new_notification') notices.push(event);
    else pushed.push(event);
  }
  await Promise.all([pushEvents(tx, pushed, at), storeNotifications(tx, notices, at)]);
}

const columnOf =
  <T>(items: readonly T[]) =>
  <V>(read: (item: T) => V) =>
    sql.param(items.map(read));

async function pushEvents(tx: Queryable, events: readonly PushedEvent[], at: SaleTime): Promise<void> {
  if (events.length === 0) return;
  const column = columnOf(events);
  await tx.execute(sql`
    insert into outbox_events (account_id, event, payload, created_at)
    select account_id, event, payload::jsonb, ${timeSql(at)}
    from unnest(${column((event) => event.accountId)}::bigint[], ${column((event) => event.name)}::text[],
      ${column((event) => JSON.stringify(event.payload))}::text[]) as e(account_id, event, payload)`);
}

/** The notification rows, and for each its `new_notification` event with the row's id, in one statement. */
async function storeNotifications(
  tx: Queryable,
  events: readonly NotificationEvent[],
  at: SaleTime,
): Promise<void> {
  if (events.length === 0) return;
  const column = columnOf(events);
  await tx.execute(sql`
    with stored as (
      insert into notifications (account_id, type, title, body, priority, campaign_id, created_at)
      select account_id, type, title, body, priority, campaign_id, ${timeSql(at)}
      from unnest(${column((event) => event.accountId)}::bigint[], ${column((event) => event.notification.type)}::text[],
        ${column((event) => event.notification.title)}::text[], ${column((event) => event.notification.body)}::text[],
        ${column((event) => event.notification.priority ?? PRIORITY.low)}::smallint[],
        ${column((event) => event.notification.campaignId ?? null)}::bigint[])
        as n(account_id, type, title, body, priority, campaign_id)
      returning id, account_id, type, title, body, campaign_id, created_at)
    insert into outbox_events (account_id, event, payload, created_at)
    select account_id, 'new_notification', jsonb_build_object('id', id, 'type', type, 'title', title, 'body', body, 'campaignId', campaign_id), created_at
    from stored order by id`);
}
