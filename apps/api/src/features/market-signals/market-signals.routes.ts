import { getBidForecast, getMissedOpportunities } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getForecast, getMissed } from './signals.service';

/** "Why didn't I get it?" and the bid forecast (docs/product.md §4, "Market signals"). */
export async function marketSignalsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getMissedOpportunities, ({ auth, params, query }) =>
    getMissed(db, auth.accountId, params.id, query),
  );
  route(app, getBidForecast, ({ auth, params, query }) => getForecast(db, auth.accountId, params.id, query));
}
