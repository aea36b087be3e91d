import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Calls and leads the marketplace sold to an account. The two largest tables: every row
 * carries the account id; indexes serve "an account's campaigns over a time range, newest
 * first" (see docs/data-model.md). Designed to be range-partitioned by month on time_created.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    campaignName: text('campaign_name').notNull(),
    isBranded: boolean('is_branded').notNull().default(false),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull(),
    callerPhone: text('caller_phone').notNull(),
    callerName: text('caller_name'),
    fromZip: text('from_zip'),
    toZip: text('to_zip'),
    distance: text('distance').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    status: text('status').notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }),
    charged: boolean('charged').notNull().default(false),
    /** Why an ended call was not charged (`NotChargedRule` of @vanbid/domain, or `funds`). */
    notChargedReason: text('not_charged_reason'),
    /** The publisher's recording in file storage; null when none was sent or it was purged. */
    recordingKey: text('recording_key'),
    recordingSeconds: integer('recording_seconds'),
    /** Whether the caller was told the call is recorded (the publisher says so with the recording). */
    isRecordingDisclosed: boolean('is_recording_disclosed'),
  },
  (t) => [
    // The call log: account and type (calls / branded) by time, stable by id; campaign and payout
    // trail so that totals are an index-only scan (docs/data-model.md, "Statistics queries and indexes").
    index('call_records_account_time_idx').on(
      t.accountId,
      t.isBranded,
      t.timeCreated.desc(),
      t.id.desc(),
      t.campaignId,
      t.payoutCents,
    ),
    index('call_records_campaign_time_idx').on(t.campaignId, t.timeCreated.desc(), t.id.desc()),
    // The marketplace counts a campaign's live calls against its concurrency cap.
    index('call_records_live_idx').on(t.campaignId).where(sql`${t.status} in ('ringing', 'in_progress')`),
  ],
);

export const leadRecords = pgTable(
  'lead_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    campaignName: text('campaign_name').notNull(),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    fromZip: text('from_zip').notNull(),
    toZip: text('to_zip').notNull(),
    moveDate: date('move_date'),
    moveSize: text('move_size'),
    distance: text('distance').notNull(),
    status: text('status').notNull().default('delivered'),
    payoutCents: bigint('payout_cents', { mode: 'number' }),
    charged: boolean('charged').notNull().default(false),
  },
  (t) => [
    index('lead_records_account_time_idx').on(
      t.accountId,
      t.timeCreated.desc(),
      t.id.desc(),
      t.campaignId,
      t.payoutCents,
    ),
    index('lead_records_campaign_time_idx').on(t.campaignId, t.timeCreated.desc(), t.id.desc()),
    // Duplicates: the same phone sold to an account in the last 30 days.
    index('lead_records_phone_time_idx').on(t.phone, t.timeCreated.desc()),
  ],
);

/**
 * Calls per account, type, campaign and UTC hour: the hourly roll-up that call-log totals read
 * instead of every row. Kept by statement-level triggers on call_records (custom migration
 * `0005_call_record_hours_triggers`); never written by the application.
 */
export const callRecordHours = pgTable(
  'call_record_hours',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    isBranded: boolean('is_branded').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.isBranded, t.hour, t.campaignId] })],
);

/**
 * Charged calls and leads per campaign and Eastern calendar day: what a campaign spent today
 * (its daily limit, `GET /campaigns`, `GET /campaigns/payouts`) without reading the day's records.
 * Kept by statement-level triggers on call_records and lead_records (custom migration
 * `0007_campaign_spend_days_triggers`); never written by the application.
 */
export const campaignSpendDays = pgTable(
  'campaign_spend_days',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The day in America/New_York, where daily limits run (docs/product.md §4). */
    day: date('day').notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    purchases: bigint('purchases', { mode: 'number' }).notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
  },
  // An account's day is one range of the key: the campaign list reads exactly its campaigns' rows.
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.campaignId] })],
);
