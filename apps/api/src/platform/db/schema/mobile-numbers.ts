import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, users } from './accounts';
import { createdAt, serialId } from './columns';

const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A user's mobile numbers for one company (docs/product.md §8, "Text messages"), in E.164. A
 * number gets texts only once `verified_at` is set; until then it waits for its code, kept as
 * its sha-256 with the row's id, with its expiry and the wrong tries so far.
 */
export const mobileNumbers = pgTable(
  'mobile_numbers',
  {
    id: serialId(),
    accountId: accountRef(),
    userId: userRef(),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mobile_numbers_member_phone_key').on(t.accountId, t.userId, t.phone),
    index('mobile_numbers_user_idx').on(t.userId),
  ],
);

/** Every confirmation code texted, by user: the hourly limit counts them. */
export const mobileCodeSends = pgTable(
  'mobile_code_sends',
  {
    id: serialId(),
    userId: userRef(),
    phone: text('phone').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mobile_code_sends_user_time_idx').on(t.userId, t.sentAt)],
);

/**
 * Text messages kept instead of sent when no SMS provider is configured (docs/product.md §11):
 * readable by support staff at `/api/dev/sms-outbox` and by the tests.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.id)],
);
