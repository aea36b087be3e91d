import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../../platform/auth/tokens';

/**
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a browser
 * that signed in to a login gets `base64url(login).id.mac`, signed with the session secret. It
 * grants nothing by itself; the login throttle lets it try with a failure budget of its own when
 * the login is closed to everyone else (docs/product.md §9, Limits).
 */
export const DEVICE_COOKIE = 'vanbid_device';

/** Sent only to the sign-in calls (`/api/users/…`), never read by scripts, never cross-site. */
const COOKIE_PATH = '/api/users';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const PURPOSE = 'device-cookie';

/** A browser that signed in to `login` before (the cookie's signature checked). */
export interface DeviceCookie {
  login: string;
  id: string;
}

type Signer = Pick<TokenService, 'mac'>;

/** The request's device cookie when its signature holds; a missing, forged or malformed one: none. */
export function readDeviceCookie(request: FastifyRequest, tokens: Signer): DeviceCookie | undefined {
  const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
  const [encodedLogin, id, mac, ...rest] = value?.split('.') ?? [];
  if (!encodedLogin || !id || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(tokens.mac(PURPOSE, `${encodedLogin}.${id}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { login: Buffer.from(encodedLogin, 'base64url').toString(), id };
}

/** A `Set-Cookie` value naming `login` for a browser that has just signed in (a new id each time). */
export function deviceCookieHeader(tokens: Signer, login: string, isHttps: boolean): string {
  const encodedLogin = Buffer.from(login).toString('base64url');
  const id = randomBytes(16).toString('base64url');
  const value = `${encodedLogin}.${id}.${tokens.mac(PURPOSE, `${encodedLogin}.${id}`)}`;
  const attributes = [
    `Path=${COOKIE_PATH}`,
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  return [`${DEVICE_COOKIE}=${value}`, ...attributes, ...(isHttps ? ['Secure'] : [])].join('; ');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
