import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataOf, getSpendOverview } from '@vanbid/contract';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';

export type SpendOverview = DataOf<typeof getSpendOverview>;

/** Every zone's spend overview of the account (a payout refreshes them all). */
export const spendOverviewKey = (globalId: number) => accountKey(globalId, 'spend-overview');

export function spendOverviewQueryOptions(globalId: number, timezone: string) {
  return queryOptions({
    queryKey: [...spendOverviewKey(globalId), timezone],
    queryFn: ({ signal }) => apiRequest(getSpendOverview, { query: { globalId, timezone }, signal }),
  });
}

/**
 * Today / this week / this month in the user's chosen zone, like the logs, and the runway
 * (`GET /statistics/spend-overview`), live on payouts.
 */
export function useSpendOverview() {
  const globalId = useSession()?.globalId ?? 0;
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  useServerEvent('UPDATE_PAYOUT', () => {
    void queryClient.invalidateQueries({ queryKey: spendOverviewKey(globalId) });
  });
  return useQuery({ ...spendOverviewQueryOptions(globalId, zone), enabled: globalId > 0 });
}
