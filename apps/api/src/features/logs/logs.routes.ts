import { createLog } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { recordActivity } from './activity-log';

export async function logsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, createLog, ({ auth, body }) =>
    recordActivity(db, auth, {
      kind: body.type,
      event: body.event,
      importance: body.importance,
      content: body.content ?? {},
    }),
  );
}

/**
 * The activity log of docs/product.md §9, written server-side whatever the client sends: every
 * request of a guest session, reads included, as super-admin with both identities (the support
 * user and the user impersonated); and every change a member makes (a write that succeeded), in
 * the endpoint's own words. Registered at the API root so that it sees every feature's routes.
 */
export function logRequests(app: FastifyInstance): void {
  const { db } = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth) return;
    const isChange = request.method !== 'GET' && reply.statusCode < 400;
    if (auth.role !== 'guest' && !isChange) return;
    const summary = request.routeOptions.schema?.summary;
    await recordActivity(db, auth, {
      kind: 'user_activity',
      event: summary ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
      content: {
        request: `${request.method} ${request.routeOptions.url ?? ''}`,
        statusCode: reply.statusCode,
      },
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not record activity'));
  });
}
