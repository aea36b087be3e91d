import { getZipInfo, listGeoTemplates as listGeoTemplatesEndpoint } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { listGeoTemplates } from './geo.queries';
import { lookUpZip } from './zip-info';

export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, listGeoTemplatesEndpoint, ({ auth, query }) => listGeoTemplates(db, auth.accountId, query));
  route(app, getZipInfo, ({ params }) => lookUpZip(params.zip));
}
