import { describe, expect, it } from 'vitest';
import {
  isRecoveryCode,
  isTwoFactorCode,
  normalizeRecoveryCode,
  normalizeTwoFactorCode,
} from '../src/two-factor';

describe('two-factor code shapes (docs/product.md §9)', () => {
  it('takes six digits, spaces aside', () => {
    expect(isTwoFactorCode('123456')).toBe(true);
    expect(isTwoFactorCode(' 123 456 ')).toBe(true);
    expect(normalizeTwoFactorCode('123 456')).toBe('123456');
    for (const typed of ['12345', '1234567', '12a456', '']) expect(isTwoFactorCode(typed)).toBe(false);
  });

  it('takes a recovery code in any case, with or without its dash', () => {
    expect(isRecoveryCode('abcde-fgh23')).toBe(true);
    expect(isRecoveryCode('ABCDE FGH23')).toBe(true);
    expect(normalizeRecoveryCode('ABCDE-FGH23')).toBe('abcdefgh23');
    for (const typed of ['abcde-fgh2', 'abcde-fgh18', '123456']) expect(isRecoveryCode(typed)).toBe(false);
  });
});
