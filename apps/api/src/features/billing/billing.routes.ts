import { getListOfBilledItems, getReceipt } from '@vanbid/contract';
import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { getCompanyName } from '../company';
import { findBilledItem, listBilledItems, receiptPath } from './billed-items.queries';
import { renderReceipt } from './receipt-pdf';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getListOfBilledItems, ({ auth, body }) => listBilledItems(db, auth.accountId, body));

  // A PDF, not the JSON envelope: registered by hand with the same guard and schemas.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: getReceipt.path,
    schema: {
      summary: getReceipt.summary,
      tags: [getReceipt.tag],
      security: [{ bearer: [] }],
      params: getReceipt.params,
      querystring: getReceipt.query,
    },
    preValidation: authenticate,
    handler: async (request, reply) => {
      const accountId = request.auth!.accountId;
      const { id } = request.params as { id: number };
      const found = await findBilledItem(db, accountId, id, EASTERN_TIME_ZONE);
      if (!found || found.item.receipt_path !== receiptPath(found.item.id)) throw notFound('Receipt');
      const { name } = await getCompanyName(db, accountId);
      const pdf = await renderReceipt({ companyName: name, ...found, timeZone: EASTERN_TIME_ZONE });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="vanbid-receipt-${found.item.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
}
