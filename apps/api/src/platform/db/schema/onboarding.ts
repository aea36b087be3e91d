import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { createdAt, serialId } from './columns';

/**
 * Our record of a person's identity check (docs/product.md §3): the provider's applicant, the
 * images uploaded for the next submission (stored privately, keys under `identity/`), and the
 * account it was started for. The provider keeps the decision; we mirror the state.
 */
export const identityChecks = pgTable('identity_checks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  applicantId: text('applicant_id').notNull().unique(),
  /** Storage keys of the images uploaded since the last submission, by side. */
  frontKey: text('front_key'),
  backKey: text('back_key'),
  selfieKey: text('selfie_key'),
  state: text('state').notNull().default('awaiting_documents'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The identity provider's webhook deliveries already applied, by the provider's event id: a
 * retried or replayed delivery finds its row and changes nothing.
 */
export const idWebhookDeliveries = pgTable('id_webhook_deliveries', {
  correlationId: text('correlation_id').primaryKey(),
  applicantId: text('applicant_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The wizard's documents: prepared for an account, then signed once (the PDFs live in the vault). */
export const accountDocuments = pgTable(
  'account_documents',
  {
    documentId: text('document_id').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    documentSha256: text('document_sha256').notNull(),
    preparedAt: createdAt(),
    signedByUserId: bigint('signed_by_user_id', { mode: 'number' }),
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [index('account_documents_account_idx').on(t.accountId, t.kind)],
);

/** Errors the web app met, as it reported them (`POST /report/api/report`). */
export const errorReports = pgTable('error_reports', {
  id: serialId(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url').notNull(),
  release: text('release'),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
  createdAt: createdAt(),
});
