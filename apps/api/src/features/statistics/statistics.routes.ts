import { exportRecords, getDashboard, getRecords } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getCampaignDashboard } from './dashboard.service';
import { exportFileName, exportRecordsCsv } from './records-export';
import { listRecords, selectRecords } from './statistics.service';

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getRecords, ({ auth, query }) => listRecords(db, auth.accountId, query));
  route(app, getDashboard, ({ auth, query }) => getCampaignDashboard(db, auth.accountId, query));

  route(app, exportRecords, ({ auth, query }) => ({
    body: exportRecordsCsv(db, selectRecords(auth.accountId, query)),
    fileName: exportFileName(query),
  }));
}
