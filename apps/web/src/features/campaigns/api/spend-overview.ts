import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataOf, getSpendOverview } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';

export type SpendOverview = DataOf<typeof getSpendOverview>;

export const spendOverviewKey = (globalId: number) => accountKey(globalId, 'spend-overview');

export function spendOverviewQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: spendOverviewKey(globalId),
    queryFn: ({ signal }) => apiRequest(getSpendOverview, { query: { globalId }, signal }),
  });
}

/** Today / this week / this month and the runway (`GET /statistics/spend-overview`), live on payouts. */
export function useSpendOverview() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  useServerEvent('UPDATE_PAYOUT', () => {
    void queryClient.invalidateQueries({ queryKey: spendOverviewKey(globalId) });
  });
  return useQuery({ ...spendOverviewQueryOptions(globalId), enabled: globalId > 0 });
}
