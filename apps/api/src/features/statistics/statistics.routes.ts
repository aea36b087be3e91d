import { Readable } from 'node:stream';
import { exportRecords, getDashboard, getRecords } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
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

  route(app, exportRecords, ({ auth, query }) => ({
    body: Readable.from(exportRecordsCsv(db, selectRecords(auth.accountId, query))),
    fileName: exportFileName(query),
  }));
}
