import {
  createDeliveryDestination,
  deleteDeliveryDestination,
  getDeliveryAttempts,
  getLeadDeliveryRecord,
  listDeliveryDestinations,
  listDeliveryMobileNumbers,
  listDestinationDeliveries,
  resendDelivery,
  rotateDeliverySecret,
  sendTestLead,
  updateDeliveryDestination,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { deliverDue } from './deliver';
import { insertTestDelivery, markForResend } from './deliveries.queries';
import { deliveryDepsOf } from './delivery-deps';
import {
  findDelivery,
  isLeadOf,
  leadDeliveryRecord,
  listAttempts,
  listDeliveryPage,
  toAttempt,
} from './delivery-log.queries';
import { findDestinationRow, listDestinationRows, toDestination } from './destinations.queries';
import {
  createDestination,
  deleteDestination,
  rotateSecret,
  updateDestination,
} from './destinations.service';
import { confirmedNumbersOf } from './text-numbers.queries';

/** Settings → Lead delivery: destinations, their log, test and resend, and one lead's record (docs/product.md §4, "Lead delivery"). */
export async function leadDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const deps = deliveryDepsOf(app);
  const { db } = deps;

  route(app, listDeliveryDestinations, async ({ auth }) => ({
    destinations: (await listDestinationRows(db, auth.accountId)).map(toDestination),
  }));
  route(app, listDeliveryMobileNumbers, async ({ auth }) => ({
    numbers: await confirmedNumbersOf(db, auth.accountId),
  }));
  route(app, createDeliveryDestination, ({ auth, body }) => createDestination(deps, auth.accountId, body));
  route(app, updateDeliveryDestination, ({ auth, params, body }) =>
    updateDestination(deps, auth.accountId, params.id, body),
  );
  route(app, rotateDeliverySecret, ({ auth, params, body }) =>
    rotateSecret(deps, auth.accountId, params.id, body),
  );
  route(app, deleteDeliveryDestination, ({ auth, params }) =>
    deleteDestination(deps, auth.accountId, params.id),
  );

  route(app, sendTestLead, async ({ auth, params }) => {
    if (!(await findDestinationRow(db, auth.accountId, params.id))) throw notFound('Destination');
    const id = await insertTestDelivery(db, auth.accountId, params.id);
    await deliverDue(deps, [id]);
    return { delivery: (await findDelivery(db, auth.accountId, id))! };
  });

  route(app, resendDelivery, async ({ auth, params }) => {
    const id = await markForResend(db, auth.accountId, params.id);
    if (id === null && (await findDelivery(db, auth.accountId, params.id)))
      throw new AppError(
        'BUSINESS_RULE',
        'Its destination was removed; add the destination again to send there',
      );
    if (id === null) throw notFound('Delivery');
    await deliverDue(deps, [id]);
    return { delivery: (await findDelivery(db, auth.accountId, id))! };
  });

  route(app, listDestinationDeliveries, async ({ auth, params, query }) => {
    if (!(await findDestinationRow(db, auth.accountId, params.id))) throw notFound('Destination');
    return listDeliveryPage(db, auth.accountId, params.id, query);
  });

  route(app, getDeliveryAttempts, async ({ auth, params }) => {
    const delivery = await findDelivery(db, auth.accountId, params.id);
    if (!delivery) throw notFound('Delivery');
    return { delivery, attempts: (await listAttempts(db, [delivery.id])).map(toAttempt) };
  });

  route(app, getLeadDeliveryRecord, async ({ auth, params }) => {
    if (!(await isLeadOf(db, auth.accountId, params.id))) throw notFound('Lead');
    return { deliveries: await leadDeliveryRecord(db, auth.accountId, params.id) };
  });
}
