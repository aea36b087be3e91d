import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-paths';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // No 'unsafe-inline': an HTML page adds the nonce its style elements carry (`withStyleNonce`).
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
} satisfies HelmetOptions;

/**
 * The policy of one HTML page: its `<style>` elements (emotion's, Vite's) carry `nonce`, a fresh
 * random value per answer, which the policy names in `style-src`.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)\s*style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`);
}

/** Paths answered by listeners of the HTTP server other than Fastify (Socket.IO's engine). */
const OUTSIDE_FASTIFY = ['/socket.io/', '/socket.io?'];

/**
 * Helmet's headers on every answer of Fastify; `Cache-Control: no-store` on every API answer
 * that does not set its own (they carry tokens and account data; files set theirs).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url))
      reply.header('cache-control', 'no-store');
  });
}

/**
 * The same headers on answers that Socket.IO gives outside Fastify (polling, its refusals). Call
 * after Socket.IO is attached: this listener runs before its own, and its `writeHead` keeps them.
 */
export function addSecurityHeadersOutsideFastify(app: FastifyInstance): void {
  const setHeaders = helmet(HELMET_OPTIONS);
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    if (!OUTSIDE_FASTIFY.some((prefix) => url.startsWith(prefix))) return;
    setHeaders(request, response, () => {});
    response.setHeader('cache-control', 'no-store');
  });
}
