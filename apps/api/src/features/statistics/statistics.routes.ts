import { Readable } from 'node:stream';
import { exportRecords, getDashboard, getRecords } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/guard';
import { route } from '../../platform/http/route';
import { getCampaignDashboard } from './dashboard.service';
import { exportRecordsCsv, listRecords, type RecordsExportQuery, selectRecords } from './statistics.service';

const EXPORT_NAMES = { calls: 'call-log', leads: 'lead-log', branded: 'branded-calls' } as const;

function exportFileName(query: RecordsExportQuery): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: query.timezone }).format(new Date());
  return `${EXPORT_NAMES[query.type]}-${today}.csv`;
}

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
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(query)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportRecordsCsv(db, selection)));
    },
  });
}
