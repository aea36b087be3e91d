import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns';

/** An advertiser account (the product's "company", selected by `globalId`: docs/product.md §1, "Accounts"). */
export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    name: text('name').notNull(),
    logoFileId: bigint('logo_file_id', { mode: 'number' }),
    isMainAccount: boolean('is_main_account').notNull().default(true),
    parentAccountId: bigint('parent_account_id', { mode: 'number' }),
    /** Every member must sign in with a second factor (set by the owner; docs/product.md §9). */
    requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
    /** Returns: days a lead or call may be returned after its sale, and the monthly cap in percent. */
    leadReturnDays: smallint('lead_return_days').notNull().default(7),
    callReturnDays: smallint('call_return_days').notNull().default(3),
    returnCapPercent: smallint('return_cap_percent').notNull().default(10),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'accounts_return_windows',
      sql`${t.leadReturnDays} between 1 and 30 and ${t.callReturnDays} between 1 and 30`,
    ),
    check('accounts_return_cap', sql`${t.returnCapPercent} between 0 and 50`),
  ],
);

/** The owning account of a row; deleting the account deletes the row. */
export const accountRef = () =>
  bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarFileId: bigint('avatar_file_id', { mode: 'number' }),
    /** The time zone preference (docs/product.md §3): an index into `TIME_ZONES`, '4' the browser's. */
    timeZonePreference: text('time_zone_preference'),
    isSupport: boolean('is_support').notNull().default(false),
    /** Carried in every session token (`sv`); raising it ends all of the user's sessions. */
    sessionVersion: integer('session_version').notNull().default(0),
    homeAccountId: bigint('home_account_id', { mode: 'number' }).references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Who may act on which account, and as what contact type. */
export const memberships = pgTable(
  'memberships',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    contactType: text('contact_type').notNull(),
    inviteType: text('invite_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), index('memberships_account_idx').on(t.accountId)],
);

/** Setup flags and small preferences of an account (docs/product.md §3). */
export const accountMeta = pgTable('account_meta', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  meta: jsonb('meta').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** A contact invitee's own flags (ID verification, insertion order) per account. */
export const contactMeta = pgTable(
  'contact_meta',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    meta: jsonb('meta').$type<Record<string, boolean>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/** Company details of the wizard's step 1 (docs/product.md §3). */
export const companies = pgTable('companies', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  businessAddress: text('business_address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  phoneNumber: text('phone_number'),
  emailAddress: text('email_address'),
  usDotNumber: text('us_dot_number'),
  localStateLicenseNumber: text('local_state_license_number'),
  vanLinesAffiliation: text('van_lines_affiliation'),
  updatedAt: updatedAt(),
});

/** Authorized contacts of an account (docs/product.md §1). */
export const contacts = pgTable(
  'contacts',
  {
    id: serialId(),
    accountId: accountRef(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email').notNull(),
    contactType: text('contact_type').notNull(),
    otherContact: text('other_contact'),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_account_idx').on(t.accountId)],
);

/** E-mail invites; the token is stored hashed, single use, expiring (docs/product.md §9). */
export const invites = pgTable(
  'invites',
  {
    id: serialId(),
    accountId: accountRef(),
    email: text('email').notNull(),
    contactType: text('contact_type').notNull(),
    inviteType: text('invite_type').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invites_account_idx').on(t.accountId)],
);

/** Single-use codes swapped for a session: guest links and notification links. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, {
    onDelete: 'cascade',
  }),
  accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serialId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [check('password_reset_attempts_nonneg', sql`${t.attempts} >= 0`)],
);
