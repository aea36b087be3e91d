import { exportRecords, getDashboard, getRecords } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { csvRoute } from '../../platform/http/csv-route';
import { route } from '../../platform/http/route';
import { getCampaignDashboard } from './dashboard.service';
import { exportFileName, exportRecordsCsv } from './records-export';
import { listRecords, selectRecords } from './statistics.service';

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getRecords, ({ auth, query }) => listRecords(db, auth.accountId, query));
  route(app, getDashboard, ({ auth, query }) => getCampaignDashboard(db, auth.accountId, query));

  csvRoute(app, exportRecords, ({ auth, query }) => ({
    fileName: exportFileName(query),
    csv: exportRecordsCsv(db, selectRecords(auth.accountId, query)),
  }));
}
