import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a caller is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The answer while the database cannot be reached: 503 in the envelope with `Retry-After`. A money
 * call retried with its `Idempotency-Key` is safe: it replays if it had committed, or runs now.
 */
export function answerDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: Error) {
  request.log.warn({ reason: error.message }, 'database unavailable: answered 503');
  const body: FailEnvelope = {
    Status: 'fail',
    Error: {
      code: 'UNAVAILABLE',
      message: 'Vanbid cannot reach its database for a moment. Please try again in a few seconds.',
    },
  };
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(body);
}
