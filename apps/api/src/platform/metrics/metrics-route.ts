import { createHash, timingSafeEqual } from 'node:crypto';
import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATIONS_ROUTE } from '../http/health';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

function fail(reply: FastifyReply, status: number, error: FailEnvelope['Error']) {
  const body: FailEnvelope = { Status: 'fail', Error: error };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * `GET /metrics` in the Prometheus text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the address does not exist (404,
 * as any unknown path); a missing or wrong token is 401.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  const expected = token === undefined ? undefined : digest(token);
  app.get('/metrics', OPERATIONS_ROUTE, async (request, reply) => {
    if (!expected) return fail(reply, 404, { code: 'ROUTE_NOT_FOUND', message: 'No route GET /metrics' });
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (sent === undefined || !timingSafeEqual(digest(sent), expected))
      return fail(reply, 401, {
        code: 'UNAUTHENTICATED',
        message: 'Send the metrics token as a bearer token',
      });
    const depths = (await app.jobs?.queueDepths()) ?? new Map<string, number>();
    for (const [job, depth] of depths) metrics.jobQueueDepth.set({ job }, depth);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
