import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths';
import { sendIndexPage } from './spa';

/** How much of an unknown path the 404 repeats. */
const MAX_PATH_ECHOED = 100;

/** Unknown API paths get the 404 envelope; any other GET gets the SPA, which routes itself. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && request.method === 'GET' && app.spaIndexPage) {
      return sendIndexPage(reply, app.spaIndexPage);
    }
    const path = request.url.split('?')[0] ?? '';
    const shown = path.length > MAX_PATH_ECHOED ? `${path.slice(0, MAX_PATH_ECHOED)}…` : path;
    const body: FailEnvelope = {
      Status: 'fail',
      Error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${shown}` },
    };
    return reply.status(404).send(body);
  });
}
