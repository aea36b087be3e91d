import { getSpendOverview } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getSpendOverviewOf } from './spend.service';

export async function spendRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getSpendOverview, ({ auth, query }) => getSpendOverviewOf(db, auth.accountId, query.timezone));
}
