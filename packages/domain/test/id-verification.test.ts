import { describe, expect, it } from 'vitest';
import {
  ID_VERIFICATION_REASONS,
  idVerificationReasonLabel,
  isFinalRejection,
  isIdVerificationReasonCode,
} from '../src/index';

describe('ID_VERIFICATION_REASONS', () => {
  it('holds the labels of docs/product.md §3 in two groups', () => {
    expect(ID_VERIFICATION_REASONS.resubmittable.map((r) => r.label)).toEqual([
      'Bad selfie',
      'Bad proof of identity',
      'Expired document',
      'Low quality',
      'Missing back side of the document',
      'Missing front side of the document',
      'Address mismatch',
    ]);
    expect(ID_VERIFICATION_REASONS.final.map((r) => r.label)).toEqual([
      'Sanctions',
      'Forgery',
      'Duplicate',
      'Wrong region',
    ]);
  });

  it('uses each code once', () => {
    const codes = [...ID_VERIFICATION_REASONS.resubmittable, ...ID_VERIFICATION_REASONS.final].map(
      (r) => r.code,
    );
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('reason lookups', () => {
  it.each([
    ['BAD_SELFIE', 'Bad selfie', false, true],
    ['ADDRESS_MISMATCH', 'Address mismatch', false, true],
    ['FORGERY', 'Forgery', true, true],
    ['WRONG_REGION', 'Wrong region', true, true],
    ['SOMETHING_ELSE', undefined, false, false],
  ])('%s → %j, final %s', (code, label, final, known) => {
    expect(idVerificationReasonLabel(code)).toBe(label);
    expect(isFinalRejection(code)).toBe(final);
    expect(isIdVerificationReasonCode(code)).toBe(known);
  });
});
