import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for a link or an exchange: 256 random bits, URL-safe (docs/product.md §9). */
export function newLinkCode(): string {
  return randomBytes(32).toString('base64url');
}

/** How a link code (or any short secret, salted by the caller) is stored: its sha-256, hex. */
export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
