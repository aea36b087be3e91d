import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMinHourlyBids } from '@vanbid/contract';
import type { MinHourlyBids } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const minHourlyBidsKey = (globalId: number) => accountKey(globalId, 'min-hourly-bids');

export function minHourlyBidsQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: minHourlyBidsKey(globalId),
    queryFn: ({ signal }): Promise<MinHourlyBids> => apiRequest(getMinHourlyBids, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Minimum hourly bids (type → local/long → Eastern hour), only while `enabled` (the dialog is open). */
export function useMinHourlyBids(enabled = true) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({ ...minHourlyBidsQueryOptions(globalId), enabled: enabled && globalId > 0 });
}
