import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { sandboxIdentityVerifications as applicants } from '../db/schema/index';
import { AppError, notFound } from '../errors';
import type { FileStorage } from '../file-storage/index';
import type { DocumentSubmission, IdentityVerification, ReviewerDecision } from './identity-verification';
import {
  type ApplicantRow,
  checkCanDecide,
  checkCanSubmit,
  checkImagesStored,
  toVerificationStatus,
} from './verification-rules';

const ACCESS_TOKEN_TTL_MS = 30 * 60_000;

export interface SandboxIdentityVerificationOptions {
  db: Database;
  fileStorage: FileStorage;
  /** Decides a submission at once (tests, the demo); unset, or `undefined` back: a reviewer decides later. */
  reviewRule?: (submission: DocumentSubmission) => ReviewerDecision | undefined;
  clock?: () => Date;
}

async function lockApplicant(tx: Queryable, applicantId: string): Promise<ApplicantRow> {
  const [row] = await tx
    .select()
    .from(applicants)
    .where(eq(applicants.applicantId, applicantId))
    .for('update');
  if (!row) throw notFound('Applicant');
  return row;
}

/**
 * A provider that keeps its applicants in `sandbox_identity_verifications` and refuses what a
 * real one refuses: images that were never uploaded, a second submission while one is in review,
 * any after approval or a final rejection, a decision with nothing to review.
 */
export function createSandboxIdentityVerification(
  options: SandboxIdentityVerificationOptions,
): IdentityVerification {
  const { db, fileStorage, reviewRule } = options;
  const clock = options.clock ?? (() => new Date());

  async function recordDecision(applicantId: string, decision: ReviewerDecision) {
    return db.transaction(async (tx) => {
      checkCanDecide(await lockApplicant(tx, applicantId), decision);
      const isRejected = decision.outcome === 'rejected';
      const [row] = await tx
        .update(applicants)
        .set({
          status: decision.outcome,
          rejectionReason: isRejected ? decision.reason : null,
          reviewNote: isRejected ? (decision.note ?? null) : null,
          reviewedBy: decision.reviewer,
          reviewedAt: clock(),
          updatedAt: clock(),
        })
        .where(eq(applicants.applicantId, applicantId))
        .returning();
      return toVerificationStatus(row!);
    });
  }

  return {
    kind: 'sandbox',
    async createApplicant({ externalUserId }) {
      if (!externalUserId.trim() || externalUserId.length > 200)
        throw new AppError('VALIDATION_FAILED', 'Not a user reference', {
          externalUserId: '1 to 200 characters',
        });
      const applicantId = `idv_sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(applicants).values({ applicantId, externalUserId }).onConflictDoNothing();
      const [row] = await db
        .select({ applicantId: applicants.applicantId })
        .from(applicants)
        .where(eq(applicants.externalUserId, externalUserId));
      return { applicantId: row!.applicantId };
    },

    async createAccessToken(applicantId) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + ACCESS_TOKEN_TTL_MS);
      const [row] = await db
        .update(applicants)
        .set({
          accessTokenHash: createHash('sha256').update(token).digest('hex'),
          accessTokenExpiresAt: expiresAt,
          updatedAt: clock(),
        })
        .where(eq(applicants.applicantId, applicantId))
        .returning({ applicantId: applicants.applicantId });
      if (!row) throw notFound('Applicant');
      return { token, expiresAt };
    },

    async submitDocuments(applicantId, submission) {
      await checkImagesStored(fileStorage, submission);
      const status = await db.transaction(async (tx) => {
        checkCanSubmit(await lockApplicant(tx, applicantId));
        const [row] = await tx
          .update(applicants)
          .set({
            status: 'pending',
            documentType: submission.documentType,
            documentFrontKey: submission.frontKey,
            documentBackKey: submission.backKey ?? null,
            selfieKey: submission.selfieKey,
            submissionCount: sql`${applicants.submissionCount} + 1`,
            submittedAt: clock(),
            rejectionReason: null,
            reviewNote: null,
            reviewedBy: null,
            reviewedAt: null,
            updatedAt: clock(),
          })
          .where(eq(applicants.applicantId, applicantId))
          .returning();
        return toVerificationStatus(row!);
      });
      const decision = reviewRule?.(submission);
      return decision ? recordDecision(applicantId, decision) : status;
    },

    async getStatus(applicantId) {
      const [row] = await db.select().from(applicants).where(eq(applicants.applicantId, applicantId));
      if (!row) throw notFound('Applicant');
      return toVerificationStatus(row);
    },

    recordDecision,
  };
}
