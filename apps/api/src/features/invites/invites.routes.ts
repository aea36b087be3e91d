import {
  createInvite,
  createInvites as createInvitesEndpoint,
  deleteInvite,
  inviteStatus as inviteStatusEndpoint,
  listInvites as listInvitesEndpoint,
  registerWithInvite as registerEndpoint,
  useInvite,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import {
  acceptInvite,
  createInvites,
  inviteStatus,
  listInvites,
  registerWithInvite,
  withdrawInvite,
} from './invites.service';

const PER_MINUTE = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/** Invites by e-mail link, and joining with one (docs/product.md §9). */
export async function invitesRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  /** Guessing links is what these limits stop: as strict as sign-in (LOGIN_RATE_LIMIT). */
  const linkLimit = PER_MINUTE(deps.config.LOGIN_RATE_LIMIT * 3);
  route(app, listInvitesEndpoint, ({ auth, query }) =>
    listInvites(db, auth.accountId, query.page, query.size),
  );
  route(
    app,
    createInvite,
    async ({ auth, body }) => ({ invite: (await createInvites(deps, auth, [body]))[0]! }),
    PER_MINUTE(30),
  );
  route(
    app,
    createInvitesEndpoint,
    async ({ auth, body }) => ({ invites: await createInvites(deps, auth, body.invites) }),
    PER_MINUTE(10),
  );
  route(app, deleteInvite, async ({ auth, params }) => {
    await withdrawInvite(db, auth, params.id);
    return {};
  });
  route(app, inviteStatusEndpoint, ({ params }) => inviteStatus(db, params.token), linkLimit);
  route(app, useInvite, ({ auth, params }) => acceptInvite(deps, auth, params.token), linkLimit);
  route(app, registerEndpoint, ({ body }) => registerWithInvite(deps, body), linkLimit);
}
