import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from './accounts';
import { createdAt, serialId } from './columns';

/**
 * Where an account's sold leads go (docs/product.md §4, "Lead delivery"): e-mail addresses, a
 * webhook in one format, or a text to the account's confirmed mobile numbers (`phones`: only
 * those; empty: all of them). A webhook's URL and key are sealed (they may hold a CRM's key); its
 * origin is kept apart for the settings to show.
 */
export const deliveryDestinations = pgTable(
  'delivery_destinations',
  {
    id: serialId(),
    accountId: accountRef(),
    /** Null: every campaign of the account. */
    campaignId: bigint('campaign_id', { mode: 'number' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    emails: text('emails').array().notNull().default(sql`'{}'`),
    phones: text('phones').array().notNull().default(sql`'{}'`),
    format: text('format'),
    urlSealed: text('url_sealed'),
    urlOrigin: text('url_origin'),
    secretSealed: text('secret_sealed'),
    isPaused: boolean('is_paused').notNull().default(false),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_destinations_account_idx').on(t.accountId),
    check('delivery_destinations_kind', sql`${t.kind} in ('email', 'webhook', 'sms')`),
    check(
      'delivery_destinations_webhook',
      sql`${t.kind} <> 'webhook' or (${t.format} is not null and ${t.urlSealed} is not null)`,
    ),
  ],
);

/**
 * One lead (a buyer's lead record) to one destination: written in the sale's transaction, sent
 * by the delivery worker after it commits (the rows are its queue). `message_id` is the `webhook-id` of every attempt.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serialId(),
    accountId: accountRef(),
    destinationId: bigint('destination_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryDestinations.id, { onDelete: 'cascade' }),
    /** The buyer's lead record; null for a test lead. */
    recordId: bigint('record_id', { mode: 'number' }),
    messageId: text('message_id').notNull().default(sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** `infinity` while its destination is paused (the worker's claims never walk past those); due again on resume. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the attempt that holds it; another may take it only once this passed (a crash). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('lead_deliveries_record_destination_idx').on(t.recordId, t.destinationId),
    uniqueIndex('lead_deliveries_message_idx').on(t.messageId),
    index('lead_deliveries_destination_idx').on(t.destinationId, t.createdAt.desc(), t.id.desc()),
    index('lead_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('lead_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Each attempt of a delivery: when, how long, what the receiver said (its first 2 KB). */
export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: serialId(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: smallint('status_code'),
    outcome: text('outcome').notNull(),
    error: text('error'),
    answer: text('answer').notNull().default(''),
  },
  (t) => [
    index('lead_delivery_attempts_delivery_idx').on(t.deliveryId, t.id),
    // The housekeeping purge finds the old attempts by their start.
    index('lead_delivery_attempts_started_idx').on(t.startedAt),
  ],
);
