// Identity verification rejection reasons (docs/product.md §3).

export type IdVerificationReason = { code: string; label: string };

/** Reasons the user may resubmit after, and final rejections, with the labels shown to the user. */
export const ID_VERIFICATION_REASONS = {
  resubmittable: [
    { code: 'BAD_SELFIE', label: 'Bad selfie' },
    { code: 'BAD_PROOF_OF_IDENTITY', label: 'Bad proof of identity' },
    { code: 'EXPIRED_DOCUMENT', label: 'Expired document' },
    { code: 'LOW_QUALITY', label: 'Low quality' },
    { code: 'MISSING_BACK_SIDE', label: 'Missing back side of the document' },
    { code: 'MISSING_FRONT_SIDE', label: 'Missing front side of the document' },
    { code: 'ADDRESS_MISMATCH', label: 'Address mismatch' },
  ],
  final: [
    { code: 'SANCTIONS', label: 'Sanctions' },
    { code: 'FORGERY', label: 'Forgery' },
    { code: 'DUPLICATE', label: 'Duplicate' },
    { code: 'WRONG_REGION', label: 'Wrong region' },
  ],
} as const satisfies Record<'resubmittable' | 'final', readonly IdVerificationReason[]>;

type Reasons = typeof ID_VERIFICATION_REASONS;
export type ResubmittableReasonCode = Reasons['resubmittable'][number]['code'];
export type FinalReasonCode = Reasons['final'][number]['code'];
export type IdVerificationReasonCode = ResubmittableReasonCode | FinalReasonCode;

const ALL_REASONS: readonly IdVerificationReason[] = [
  ...ID_VERIFICATION_REASONS.resubmittable,
  ...ID_VERIFICATION_REASONS.final,
];

export function isIdVerificationReasonCode(code: unknown): code is IdVerificationReasonCode {
  return ALL_REASONS.some((reason) => reason.code === code);
}

/** The user-facing label of a reason code, or `undefined` for an unknown code. */
export function idVerificationReasonLabel(code: string): string | undefined {
  return ALL_REASONS.find((reason) => reason.code === code)?.label;
}

/** Whether the reason ends verification for good (the user may not resubmit). */
export function isFinalRejection(code: string): boolean {
  return ID_VERIFICATION_REASONS.final.some((reason) => reason.code === code);
}
