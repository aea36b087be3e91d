import {
  getCallDetail as getCallDetailEndpoint,
  getLeadDetail as getLeadDetailEndpoint,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getCallDetail, getLeadDetail } from './record-details.service';

export async function recordDetailsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getLeadDetailEndpoint, ({ auth, params }) => getLeadDetail(db, auth.accountId, params.id));
  route(app, getCallDetailEndpoint, ({ auth, params }) => getCallDetail(app.deps, auth.accountId, params.id));
}
