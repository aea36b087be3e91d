import { postMarketplaceCall, postMarketplaceCallEvent, postMarketplaceLead } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { handOffDeliveries, isDeliveringHere } from '../lead-delivery';
import { postCall, postCallEvent } from './calls.service';
import { createLeadBatcher } from './lead-batcher';
import { postLead } from './leads.service';
import { authenticatePublisher, PUBLISHER_KEY_HEADER, type Publisher } from './publishers';

declare module 'fastify' {
  interface FastifyRequest {
    publisher?: Publisher;
  }
}

/** The publisher API: every route needs a publisher key, checked before the body. */
export async function marketplaceRoutes(app: FastifyInstance): Promise<void> {
  const sellLead = createLeadBatcher(app.deps.db, {
    maxBuyers: app.deps.config.MARKETPLACE_LEAD_BUYERS,
    maxBatch: app.deps.config.MARKETPLACE_LEAD_BATCH,
    batchesAtOnce: app.deps.config.MARKETPLACE_LEAD_BATCHES_AT_ONCE,
    // With a delivery worker in this process, the sale leases its deliveries to it and, after the
    // commit (never in the sale), hands them over: sent at once, without a claim (lead-delivery).
    deliveryLease: () => (isDeliveringHere() ? app.deps.config.DELIVERY_LEASE_SECONDS : undefined),
    onDeliveries: handOffDeliveries,
  });
  app.addHook('preValidation', async (request) => {
    request.publisher = await authenticatePublisher(app.deps.db, request.headers[PUBLISHER_KEY_HEADER]);
  });
  route(app, postMarketplaceLead, ({ body, request }) =>
    postLead(app.deps, sellLead, request.publisher!, body, request.log),
  );
  route(app, postMarketplaceCall, ({ body, request }) => postCall(app.deps, request.publisher!, body));
  route(app, postMarketplaceCallEvent, ({ params, body, request }) =>
    postCallEvent(app.deps, request.publisher!, params.id, body, request.log),
  );
}
