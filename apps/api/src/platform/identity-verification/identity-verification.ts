import type { IdVerificationReasonCode } from '@vanbid/domain';

export type IdentityDocumentType = 'passport' | 'id_card' | 'driving_license';

/** `awaiting_documents` → `pending` (submitted) → `approved` | `rejected`; resubmittable → `pending` again. */
export type VerificationState = 'awaiting_documents' | 'pending' | 'approved' | 'rejected';

export interface VerificationRejection {
  reason: IdVerificationReasonCode;
  /** The label shown to the user (`Bad selfie`, `Forgery`, ...). */
  label: string;
  /** True for the normal reasons (the user may send new images); false for a final rejection. */
  isResubmittable: boolean;
}

export interface VerificationStatus {
  applicantId: string;
  state: VerificationState;
  submissionCount: number;
  rejection: VerificationRejection | null;
  reviewedAt: Date | null;
}

/** File storage keys of the images the user captured; a passport has no back side. */
export interface DocumentSubmission {
  documentType: IdentityDocumentType;
  frontKey: string;
  backKey?: string | undefined;
  selfieKey: string;
}

export type ReviewerDecision =
  | { outcome: 'approved'; reviewer: string }
  | { outcome: 'rejected'; reviewer: string; reason: IdVerificationReasonCode; note?: string | undefined };

/**
 * The identity-verification provider (docs/product.md §11): documents and a selfie
 * go in, a reviewer's decision comes out. Call it outside a database transaction: a real one is
 * a network call, and the sandbox uses its own connection.
 */
export interface IdentityVerification {
  readonly kind: 'sandbox';
  /** The applicant of one person of ours; the same `externalUserId` gets the same applicant. */
  createApplicant(input: { externalUserId: string }): Promise<{ applicantId: string }>;
  /** A short-lived token for the browser's capture screens; a new one replaces the last. */
  createAccessToken(applicantId: string): Promise<{ token: string; expiresAt: Date }>;
  /** Sends the images for review: the state becomes `pending`. */
  submitDocuments(applicantId: string, submission: DocumentSubmission): Promise<VerificationStatus>;
  getStatus(applicantId: string): Promise<VerificationStatus>;
  /** The reviewer's decision on a `pending` submission. */
  recordDecision(applicantId: string, decision: ReviewerDecision): Promise<VerificationStatus>;
}
