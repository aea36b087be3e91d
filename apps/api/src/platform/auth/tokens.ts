import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  exp: z.number(),
  /** The user's session version when signed (`users.session_version`); the guard compares. */
  sv: z.number().int().nonnegative(),
  /** The support user behind a guest session, with their session version when signed. */
  act: z.object({ sub: z.string().regex(/^\d+$/), sv: z.number().int().nonnegative() }).optional(),
  user: z.object({
    role: z.enum(['user', 'guest']),
    inviteType: z.string().nullable(),
    isMainAccount: z.boolean(),
    globalId: z.number(),
  }),
});
export type SessionClaims = z.infer<typeof claimsSchema>;

export interface TokenService {
  /** `ttlSeconds` shortens a session (a guest's); it never lengthens one past the configured TTL. */
  sign(claims: Omit<SessionClaims, 'exp'>, ttlSeconds?: number): Promise<{ token: string; exp: number }>;
  /** The verified claims, or `null` for a missing, forged, malformed or expired token. */
  verify(token: string): Promise<SessionClaims | null>;
  /**
   * An HMAC-SHA256 (base64url) of `text` under a key of its own for `purpose` (derived from the
   * session secret), for small signed values such as the device cookie.
   */
  mac(purpose: string, text: string): string;
}

/** HS256 JWTs with `exp` in seconds (docs/product.md §1, "Session"). */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, shorterTtlSeconds) {
      const exp = Math.floor(Date.now() / 1000) + Math.min(ttlSeconds, shorterTtlSeconds ?? ttlSeconds);
      const token = await new SignJWT({
        user: claims.user,
        sv: claims.sv,
        ...(claims.act ? { act: claims.act } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },
    mac(purpose, text) {
      const purposeKey = createHmac('sha256', key).update(`vanbid ${purpose}`).digest();
      return createHmac('sha256', purposeKey).update(text).digest('base64url');
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = claimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
