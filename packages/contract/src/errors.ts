/**
 * The error codes of the wire and their HTTP status. The API throws `AppError(code)`, one handler
 * maps it to this status; the browser reads `Error.code` and `Error.message`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_FILTER: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_FORBIDDEN: 403,
  /** A member of an account that requires two-factor sign-in who has not turned it on (Settings → Security). */
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  BUSINESS_RULE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  INSUFFICIENT_FUNDS: 422,
  PAYMENT_DECLINED: 422,
  /** The marketplace found no buyer for a lead or call; `fields.reason` says why. */
  NO_BUYER: 422,
  /** A request that took too long to arrive (answered by the server before any route). */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  /** A path parameter longer than the router reads. */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Request line and headers beyond the server's limit (16 KB). */
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusOfError(code: string): number {
  return (ERROR_STATUS as Record<string, number>)[code] ?? 500;
}
