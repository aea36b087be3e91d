import { listMissedCalls } from '@vanbid/contract';
import { datePresetRange, MISSED_CALLS_PERIOD } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { listMissedCallCounts } from './missed-calls.queries';

/** `GET /campaigns/missed-calls`: the logs' "Last 7 days" in the caller's zone. */
export async function missedCallsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, listMissedCalls, async ({ auth, query }) => {
    const range = datePresetRange(MISSED_CALLS_PERIOD, query.timezone)!;
    const fromDay = range.from.replaceAll('/', '-');
    return {
      campaigns: await listMissedCallCounts(db, {
        accountId: auth.accountId,
        fromDay,
        timeZone: query.timezone,
      }),
    };
  });
}
