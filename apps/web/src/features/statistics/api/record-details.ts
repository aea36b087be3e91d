import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCallDetail, getLeadDetail } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** One lead or call of the account, opened (docs/product.md §5, "Lead and call detail"). */
export const recordDetailKey = (globalId: number, kind: 'lead' | 'call', id: number) =>
  [...statisticsKey(globalId), 'detail', kind, id] as const;

export function useLeadDetail(id: number) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: recordDetailKey(globalId, 'lead', id),
    queryFn: ({ signal }) => apiRequest(getLeadDetail, { params: { id }, signal }),
    enabled: globalId > 0 && id > 0,
    staleTime: 60_000,
  });
}

export function callDetailQueryOptions(globalId: number, id: number) {
  return queryOptions({
    queryKey: recordDetailKey(globalId, 'call', id),
    queryFn: ({ signal }) => apiRequest(getCallDetail, { params: { id }, signal }),
    enabled: globalId > 0 && id > 0,
    staleTime: 30_000,
  });
}

export function useCallDetail(id: number) {
  return useQuery(callDetailQueryOptions(useSession()?.globalId ?? 0, id));
}

/**
 * A call's recording as the log's player opens it: the detail's signed link, fetched afresh each
 * time the player opens (never a cached link that may have expired) and kept while it plays.
 */
export function useCallRecordingLink(id: number) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: [...statisticsKey(globalId), 'recording', id] as const,
    queryFn: async ({ signal }) => (await apiRequest(getCallDetail, { params: { id }, signal })).recording,
    enabled: globalId > 0 && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
