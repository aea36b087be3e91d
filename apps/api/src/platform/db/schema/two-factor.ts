import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, serialId } from './columns';

/**
 * A user's authenticator (docs/product.md §9, "Two-factor sign-in"): the TOTP secret sealed with
 * AES-256-GCM (never stored or answered in clear after enrolment), on once `enabled_at` is set
 * (a row without it is an enrolment waiting for its first code). A new enrolment gets a new id,
 * so browsers remembered for the old one are forgotten.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  id: serialId(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code is accepted once (RFC 6238 §5.2). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as their sha-256 with the user id; shown once at enrolment. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serialId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);
