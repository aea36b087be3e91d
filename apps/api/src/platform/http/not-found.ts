import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/integrations/', '/report/'];

/** Unknown API paths get the 404 envelope; any other GET gets the SPA, which routes itself. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
    if (!isApi && request.method === 'GET' && app.spaIndexHtml) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(app.spaIndexHtml);
    }
    const body: FailEnvelope = {
      Status: 'fail',
      Error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${path}` },
    };
    return reply.status(404).send(body);
  });
}
