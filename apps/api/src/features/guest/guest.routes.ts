import { createGuestLink, exchangeLoginCode } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as guest from './guest.service';

export async function guestRoutes(app: FastifyInstance): Promise<void> {
  route(app, createGuestLink, ({ auth, body }) => guest.createGuestLink(app.deps, auth, body.email));
  route(app, exchangeLoginCode, ({ body }) => guest.exchangeLoginCode(app.deps, body.code), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
}
