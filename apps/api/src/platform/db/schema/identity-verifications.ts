import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The identity-verification sandbox's own state, kept the way a provider keeps it (so it lives
 * across restarts): one applicant per user of ours, the storage keys of the submitted images, the
 * reviewer's decision. It is the provider's side, not our record of a user's verification.
 */
export const sandboxIdentityVerifications = pgTable(
  'sandbox_identity_verifications',
  {
    applicantId: text('applicant_id').primaryKey(),
    /** Our reference of the person (`user:12`); one applicant each. */
    externalUserId: text('external_user_id').notNull().unique(),
    status: text('status').notNull().default('awaiting_documents'),
    documentType: text('document_type'),
    documentFrontKey: text('document_front_key'),
    documentBackKey: text('document_back_key'),
    selfieKey: text('selfie_key'),
    submissionCount: integer('submission_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** A code of `ID_VERIFICATION_REASONS` (@vanbid/domain) when rejected. */
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** SHA-256 of the browser's current access token (the token itself is never kept). */
    accessTokenHash: text('access_token_hash'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'sandbox_identity_verifications_status',
      sql`${t.status} in ('awaiting_documents', 'pending', 'approved', 'rejected')`,
    ),
    check(
      'sandbox_identity_verifications_document_type',
      sql`${t.documentType} in ('passport', 'id_card', 'driving_license')`,
    ),
    check(
      'sandbox_identity_verifications_rejection_reason',
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
  ],
);
