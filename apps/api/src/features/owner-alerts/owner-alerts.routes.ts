import { getOwnerAlerts, saveOwnerAlerts } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getOwnerAlertsOf, saveOwnerAlertsOf } from './owner-alerts.service';

export async function ownerAlertsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getOwnerAlerts, ({ auth }) => getOwnerAlertsOf(db, auth.accountId));
  route(app, saveOwnerAlerts, ({ auth, body }) => saveOwnerAlertsOf(db, auth.accountId, body));
}
