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
 * Every request of a guest session, reads included, is logged server-side as super-admin with
 * both identities (the support user and the user impersonated), whatever the client sends.
 * Registered at the API root so that it sees every feature's routes.
 */
export function logGuestRequests(app: FastifyInstance): void {
  const { db } = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (auth?.role !== 'guest') return;
    await recordActivity(db, auth, {
      kind: 'user_activity',
      event: `${request.method} ${request.routeOptions.url ?? request.url}`,
      content: { statusCode: reply.statusCode },
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not record guest activity'));
  });
}
