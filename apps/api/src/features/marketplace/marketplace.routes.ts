import { postMarketplaceCall, postMarketplaceCallEvent, postMarketplaceLead } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { postCall, postCallEvent } from './calls.service';
import { postLead } from './leads.service';
import { authenticatePublisher, PUBLISHER_KEY_HEADER, type Publisher } from './publishers';
import { createSaleGate } from './sale-gate';

declare module 'fastify' {
  interface FastifyRequest {
    publisher?: Publisher;
  }
}

/** The publisher API: every route needs a publisher key, checked before the body. */
export async function marketplaceRoutes(app: FastifyInstance): Promise<void> {
  const gate = createSaleGate(app.deps.config.MARKETPLACE_SALES_AT_ONCE);
  app.addHook('preValidation', async (request) => {
    request.publisher = await authenticatePublisher(app.deps.db, request.headers[PUBLISHER_KEY_HEADER]);
  });
  route(app, postMarketplaceLead, ({ body, request }) =>
    postLead(app.deps, request.publisher!, body, request.log, gate),
  );
  route(app, postMarketplaceCall, ({ body, request }) => postCall(app.deps, request.publisher!, body));
  route(app, postMarketplaceCallEvent, ({ params, body, request }) =>
    postCallEvent(app.deps, request.publisher!, params.id, body, request.log),
  );
}
