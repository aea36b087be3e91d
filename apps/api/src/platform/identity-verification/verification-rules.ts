import { idVerificationReasonLabel, isFinalRejection, isIdVerificationReasonCode } from '@vanbid/domain';
import type { sandboxIdentityVerifications } from '../db/schema/index';
import { AppError } from '../errors';
import type { FileStorage } from '../file-storage/index';
import type {
  DocumentSubmission,
  ReviewerDecision,
  VerificationState,
  VerificationStatus,
} from './identity-verification';

export type ApplicantRow = typeof sandboxIdentityVerifications.$inferSelect;

export function toVerificationStatus(row: ApplicantRow): VerificationStatus {
  const reason = row.rejectionReason;
  return {
    applicantId: row.applicantId,
    state: row.status as VerificationState,
    submissionCount: row.submissionCount,
    rejection:
      reason && isIdVerificationReasonCode(reason)
        ? { reason, label: idVerificationReasonLabel(reason)!, isResubmittable: !isFinalRejection(reason) }
        : null,
    reviewedAt: row.reviewedAt,
  };
}

/** New images are taken before the first review and after a resubmittable rejection only. */
export function checkCanSubmit(row: ApplicantRow): void {
  if (row.status === 'pending') throw new AppError('CONFLICT', 'The documents are already under review');
  if (row.status === 'approved') throw new AppError('CONFLICT', 'The identity is already verified');
  if (row.status === 'rejected' && isFinalRejection(row.rejectionReason ?? ''))
    throw new AppError('BUSINESS_RULE', 'The verification was rejected for good; no new documents are taken');
}

export function checkCanDecide(row: ApplicantRow, decision: ReviewerDecision): void {
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'There is no submission waiting for review');
  if (!decision.reviewer.trim())
    throw new AppError('VALIDATION_FAILED', 'Name the reviewer', { reviewer: 'Required' });
  if (decision.outcome === 'rejected' && !isIdVerificationReasonCode(decision.reason))
    throw new AppError('VALIDATION_FAILED', 'Not a rejection reason', { reason: 'Not a known reason' });
}

/** Every image the submission names must have been uploaded to the file storage first. */
export async function checkImagesStored(storage: FileStorage, submission: DocumentSubmission): Promise<void> {
  const images = {
    frontKey: submission.frontKey,
    backKey: submission.backKey,
    selfieKey: submission.selfieKey,
  };
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(images))
    if (key !== undefined && !(await storage.exists(key))) fields[field] = 'No file under this key';
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'An image of the submission was not uploaded', fields);
}
