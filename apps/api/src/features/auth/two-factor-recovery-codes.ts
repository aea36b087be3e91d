import { randomBytes } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '@vanbid/domain';
import { hashLinkCode } from '../../platform/auth/link-codes';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: ten base32 letters (50 random bits), shown as `abcde-fghij`. */
function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** How a recovery code is kept: the sha-256 of the user id and the code as typed, normalised. */
export function hashRecoveryCode(userId: number, typed: string): string {
  return hashLinkCode(`${userId}:${normalizeRecoveryCode(typed)}`);
}
