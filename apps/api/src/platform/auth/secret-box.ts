import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for what must be kept secret at rest or handed to a
 * browser without being readable or forgeable: a two-factor secret in the database, a sign-in
 * challenge, a remembered browser. Each use names its `purpose`, bound into the ciphertext, so a
 * value sealed for one purpose never opens for another.
 */
export interface SecretBox {
  seal(purpose: string, text: string): string;
  /** The text, or null when the value was not sealed by this key for this purpose. */
  open(purpose: string, sealed: string): string | null;
  /** A sealed JSON payload with an expiry (seconds from now). */
  sealToken(purpose: string, payload: Record<string, unknown>, ttlSeconds: number): string;
  /** The payload of an unexpired token sealed for `purpose`; null otherwise. */
  openToken(purpose: string, token: string): Record<string, unknown> | null;
}

const VERSION = 'v1';

/** The key is derived (HKDF-SHA256) from the configured secret, never the secret itself. */
export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'vanbid secret box', 'aes-256-gcm v1', 32));
  const box: SecretBox = {
    seal(purpose, text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(purpose, sealed) {
      const [version, packed] = sealed.split('.');
      if (version !== VERSION || !packed) return null;
      const bytes = Buffer.from(packed, 'base64url');
      if (bytes.length < 28) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(
          Buffer.from(purpose),
        );
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    sealToken(purpose, payload, ttlSeconds) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return box.seal(purpose, JSON.stringify({ ...payload, exp }));
    },
    openToken(purpose, token) {
      const text = box.open(purpose, token);
      if (text === null) return null;
      const payload = JSON.parse(text) as Record<string, unknown>;
      return typeof payload.exp === 'number' && payload.exp > Date.now() / 1000 ? payload : null;
    },
  };
  return box;
}
