// Two-factor sign-in (docs/product.md §9, "Two-factor sign-in"): the shapes both sides check.

/** Digits of an authenticator app's code (RFC 6238 with the usual 30 s step and SHA-1). */
export const TWO_FACTOR_CODE_DIGITS = 6;

/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** How long "remember this browser" skips the code step. */
export const REMEMBER_BROWSER_DAYS = 30;

/** An authenticator code as typed: spaces taken out ("123 456" is "123456"). */
export function normalizeTwoFactorCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** A recovery code as typed: lower case, without spaces or dashes ("ABCDE-FGHIJ" is "abcdefghij"). */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, '');
}

export function isTwoFactorCode(typed: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(normalizeTwoFactorCode(typed));
}

/** Ten letters or digits of the recovery alphabet (base32: a–z and 2–7), dashes and spaces aside. */
export function isRecoveryCode(typed: string): boolean {
  return /^[a-z2-7]{10}$/.test(normalizeRecoveryCode(typed));
}
