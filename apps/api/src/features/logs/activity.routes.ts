import { exportActivity, ownActivity } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { activityFileName, exportActivityCsv } from './activity.export';
import { readChangesPage } from './activity.queries';

/**
 * Settings → Activity (docs/product.md §9, "Activity"): the account's changes for those who
 * manage the team (`manage_team`: Owner, Manager), and Vanbid support in a guest session.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, ownActivity, ({ auth, query }) => readChangesPage(db, auth.accountId, query));
  route(app, exportActivity, ({ auth, query }) => ({
    body: exportActivityCsv(db, auth.accountId, query),
    fileName: activityFileName(query.timezone),
  }));
}
