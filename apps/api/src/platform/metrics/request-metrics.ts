import { postMarketplaceCall, postMarketplaceLead } from '@vanbid/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

/** The publisher API's offers, by the route pattern they are served on (under /api). */
const OFFER_ROUTES = new Map([
  [`/api${postMarketplaceLead.path}`, 'lead'],
  [`/api${postMarketplaceCall.path}`, 'call'],
]);

type Answer = {
  Data?: { buyers?: number; replayed?: boolean };
  Error?: { code?: string; fields?: Record<string, string> };
};

function parsed(payload: unknown): Answer | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as Answer;
  } catch {
    return undefined;
  }
}

/**
 * A lead or call offered by a publisher, read from the marketplace's answer as the publisher
 * gets it: 200 sold (a replayed retry is not counted again), 422 `NO_BUYER` refused with
 * `fields.reason`; other answers (bad input, a wrong key) are no decision.
 */
function observeOffer(metrics: Metrics, kind: string, reply: FastifyReply, payload: unknown): void {
  const seconds = reply.elapsedTime / 1000;
  if (reply.statusCode === 200) {
    const data = parsed(payload)?.Data;
    if (data?.replayed) return;
    metrics.marketplaceDecisions.observe({ kind, outcome: 'sold' }, seconds);
    metrics.marketplaceSold.inc({ kind });
    if (kind === 'lead' && typeof data?.buyers === 'number') metrics.marketplaceLeadBuyers.inc(data.buyers);
    return;
  }
  const error = parsed(payload)?.Error;
  if (reply.statusCode !== 422 || error?.code !== 'NO_BUYER') return;
  metrics.marketplaceDecisions.observe({ kind, outcome: 'refused' }, seconds);
  metrics.marketplaceRefused.inc({ kind, reason: error.fields?.reason ?? 'unknown' });
}

/**
 * Every answer's latency by method, route pattern (never the raw URL: `/api/campaigns/:id`) and
 * status, and the marketplace's decisions. Registered before compression, so answers are read
 * as sent by their route.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const kind = request.method === 'POST' ? OFFER_ROUTES.get(request.routeOptions.url ?? '') : undefined;
    if (kind) observeOffer(metrics, kind, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
