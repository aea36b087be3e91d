import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountRef, users } from './accounts';
import { createdAt, serialId } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    accountId: accountRef(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    priority: smallint('priority').notNull().default(1),
    campaignId: bigint('campaign_id', { mode: 'number' }),
    isRead: boolean('is_read').notNull().default(false),
    /** When the e-mails of this notification went out (or were found not wanted); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When the text messages of this notification went out (or were found not wanted); null until then. */
    textedAt: timestamp('texted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_account_time_idx').on(t.accountId, t.createdAt.desc()),
    index('notifications_unmailed_idx').on(t.id).where(sql`mailed_at is null`),
    index('notifications_untexted_idx').on(t.id).where(sql`texted_at is null`),
  ],
);

export const notificationDeliverySettings = pgTable(
  'notification_delivery_settings',
  {
    accountId: accountRef(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);

/**
 * Events to push to an account's Socket.IO room (all rooms when `account_id` is null), written in
 * the same transaction as what they announce (outbox); the realtime relay claims the unsent ones.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: serialId(),
    accountId: bigint('account_id', { mode: 'number' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // The relay's "oldest unsent first" stays a short scan however many events were sent.
  (t) => [index('outbox_events_unsent_idx').on(t.id).where(sql`sent_at is null`)],
);

/** Global settings keyed by type (`leads_slider`, features, phone numbers, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Failed sign-ins per (login, client): `failures` in a row, the last at `last_failed_at`. The
 * client is an address, or `device:<id>` for a browser's device cookie; the delay before the next
 * try is computed from them and the login's failures from every address (docs/product.md §9,
 * Limits). A success from the client deletes its row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    login: text('login').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.login, t.address] }), index('login_failures_time_idx').on(t.lastFailedAt)],
);

/** Who did what; guest sessions are tagged super-admin with both identities. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serialId(),
    accountId: bigint('account_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    role: text('role').notNull(),
    kind: text('kind').notNull(),
    event: text('event').notNull(),
    importance: smallint('importance').notNull().default(1),
    content: jsonb('content').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_account_time_idx').on(t.accountId, t.createdAt.desc())],
);

/**
 * The changes an owner reads under Settings → Activity (docs/product.md §9, "Activity"): one row
 * a change, structured, worded by `describeActivity` (@vanbid/domain). `user_id` is the member
 * (the one impersonated in a guest session), `support_user_id` the support staff behind a guest
 * session. Page views and reads are never here (they stay in `activity_log`).
 */
export const activityChanges = pgTable(
  'activity_changes',
  {
    id: serialId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    supportUserId: bigint('support_user_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    field: text('field').notNull(),
    subject: text('subject'),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_changes_account_idx').on(t.accountId, t.id.desc())],
);

/** Uploaded and generated files (avatars, ID documents, signed PDFs, receipts). */
export const files = pgTable(
  'files',
  {
    id: serialId(),
    accountId: bigint('account_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_account_idx').on(t.accountId)],
);

export const patches = pgTable('patches', {
  id: serialId(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

export const patchViews = pgTable(
  'patch_views',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patchId: bigint('patch_id', { mode: 'number' })
      .notNull()
      .references(() => patches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.patchId] })],
);

export const tutorials = pgTable('tutorials', {
  id: serialId(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The recorded video's file name without its extension (`.webm`, `.vtt` captions) in `apps/api/assets/tutorial-videos/`. */
  video: text('video'),
  /** Length in seconds, shown beside the title. */
  durationSeconds: integer('duration_seconds').notNull().default(0),
  position: integer('position').notNull().default(0),
  views: integer('views').notNull().default(0),
});

/** Who watched which tutorial (the watched mark); `tutorials.views` counts every play. */
export const tutorialViews = pgTable(
  'tutorial_views',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorialId: bigint('tutorial_id', { mode: 'number' })
      .notNull()
      .references(() => tutorials.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tutorialId] })],
);

/** What users tell support (`POST /feedback`), with at most one attached file. */
export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    accountId: bigint('account_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    message: text('message').notNull(),
    pageUrl: text('page_url'),
    fileId: bigint('file_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_time_idx').on(t.createdAt.desc())],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Socket.IO messages between API processes too large for a NOTIFY (over 8,000 bytes): written,
 * read and purged by `@socket.io/postgres-adapter` (its default table and columns).
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * E-mails kept instead of sent when no SMTP server is configured (docs/product.md §11): readable
 * by the developer at `/api/dev/mailbox` and by the tests.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part, when the e-mail has one (a delivered lead). */
  html: text('html'),
  /** The files sent with it (name, type, size; not their bytes). */
  attachments: jsonb('attachments').$type<{ fileName: string; contentType: string; sizeBytes: number }[]>(),
  createdAt: createdAt(),
});
