/** SQLSTATEs of a server that is going away, crashed, or still starting (PostgreSQL appendix A). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that is not there (refused, reset, unreachable). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when a connection ends under it or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code) || code.startsWith('08'))
  )
    return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.includes(known));
}

/**
 * Whether an error means the database cannot be reached right now (down, restarting, the pool
 * out of connections for too long), rather than a fault of the statement: the caller may try
 * again. Follows `cause` (Drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isUnavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
