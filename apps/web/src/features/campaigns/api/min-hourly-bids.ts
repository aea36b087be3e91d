import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMinBidLocal, getMinHourlyBids } from '@vanbid/contract';
import type { BidDistance, MinHourlyBids } from '@vanbid/domain';
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

/** The local minimums alone (`GET /settings/minBidLocal`); refreshed with the others (same key prefix). */
export const minBidLocalKey = (globalId: number) => [...minHourlyBidsKey(globalId), 'local'] as const;

/**
 * The minimums a schedule of this distance shows, only while `enabled`: a local schedule reads the
 * local part alone, a long-distance one the whole table; both in the grouped shape.
 */
export function useScheduleMinimums(distance: BidDistance | undefined, enabled: boolean) {
  const globalId = useSession()?.globalId ?? 0;
  const isLocal = distance === 'local';
  const local = useQuery({
    queryKey: minBidLocalKey(globalId),
    queryFn: ({ signal }) => apiRequest(getMinBidLocal, { signal }),
    select: (byType): MinHourlyBids =>
      Object.fromEntries(Object.entries(byType).map(([typeId, byHour]) => [typeId, { local: byHour }])),
    staleTime: 5 * 60_000,
    enabled: enabled && isLocal && globalId > 0,
  });
  const all = useMinHourlyBids(enabled && distance !== undefined && !isLocal);
  return isLocal ? local : all;
}
