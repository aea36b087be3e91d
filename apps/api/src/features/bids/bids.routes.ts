import { getMinBidLocal, getMinHourlyBids } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { listMinHourlyBids } from './bids.queries';

export async function bidsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getMinHourlyBids, () => listMinHourlyBids(db));
  route(app, getMinBidLocal, async () => {
    const grouped = await listMinHourlyBids(db);
    return Object.fromEntries(
      Object.entries(grouped).flatMap(([typeId, byDistance]) =>
        byDistance.local ? [[typeId, byDistance.local]] : [],
      ),
    );
  });
}
