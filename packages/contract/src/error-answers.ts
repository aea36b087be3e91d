import type { Endpoint } from './endpoint';
import type { ErrorCode } from './errors';
import { guestSessionWithheldOf, permissionOf } from './permissions';
import { isOpenBeforeTwoFactor } from './two-factor-gate';

/** Whether a schema of the contract is an object with a field of this name. */
function hasField(schema: unknown, name: string): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && name in shape;
}

/**
 * The error codes an endpoint can answer, derived from its definition: validation where it takes
 * input, a bad filter where its query has one, a body too large or of another media type, the
 * session and account checks of a signed-in call, a role or a support session's limits where they
 * apply, an unknown `:id`, a replayed `Idempotency-Key`, its own `refusals`, and a rate limit
 * where the server keeps one (`rateLimited`, known where the route is registered). Every endpoint
 * can also fail inside (500) or while the database is away or the server drains (503). The
 * OpenAPI document declares these.
 */
export function errorCodesOf(endpoint: Endpoint, { rateLimited }: { rateLimited: boolean }): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('VALIDATION_FAILED');
  if (hasField(endpoint.query, 'filter')) codes.add('BAD_FILTER');
  if (endpoint.body) {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (endpoint.auth || endpoint.credential) codes.add('UNAUTHENTICATED');
  if (endpoint.auth) {
    codes.add('ACCOUNT_FORBIDDEN');
    if (!isOpenBeforeTwoFactor(endpoint)) codes.add('TWO_FACTOR_REQUIRED');
    if (permissionOf(endpoint) || guestSessionWithheldOf(endpoint)) codes.add('FORBIDDEN');
  }
  if (endpoint.params) codes.add('NOT_FOUND');
  if (endpoint.idempotent) {
    codes.add('CONFLICT');
    codes.add('IDEMPOTENCY_KEY_REUSED');
  }
  for (const code of endpoint.refusals ?? []) codes.add(code);
  if (rateLimited) codes.add('RATE_LIMITED');
  codes.add('INTERNAL');
  codes.add('UNAVAILABLE');
  return [...codes];
}
