import { exportRecords, getDashboard, getRecords } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/guard';
import { sendCsv } from '../../platform/http/csv';
import { route } from '../../platform/http/route';
import { getCampaignDashboard } from './dashboard.service';
import { exportFileName, exportRecordsCsv } from './records-export';
import { listRecords, type RecordsExportQuery, selectRecords } from './statistics.service';

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getRecords, ({ auth, query }) => listRecords(db, auth.accountId, query));
  route(app, getDashboard, ({ auth, query }) => getCampaignDashboard(db, auth.accountId, query));

  // CSV, not the JSON envelope: registered by hand with the contract's query schema and the guard.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: exportRecords.method,
    url: exportRecords.path,
    schema: {
      summary: exportRecords.summary,
      tags: [exportRecords.tag],
      security: [{ bearer: [] }],
      querystring: exportRecords.query!,
      produces: ['text/csv'],
    },
    preValidation: authenticate,
    handler: async (request, reply) => {
      const query = request.query as RecordsExportQuery;
      const selection = selectRecords(request.auth!.accountId, query);
      return sendCsv(reply, exportFileName(query), exportRecordsCsv(db, selection));
    },
  });
}
