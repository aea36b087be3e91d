import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CallRecord,
  type DataOf,
  getRecords,
  type LeadRecord,
  type StatisticsType,
} from '@vanbid/contract';
import { type FilterRule, formatFilter, mergePayoutZero, parseSort, payoutZeroFilters } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';

export type RecordsPage = DataOf<typeof getRecords>;
export type LogRecord = CallRecord | LeadRecord;

export interface RecordsRequest {
  type: StatisticsType;
  rules: FilterRule[];
  sort: string;
  size: number;
  page: number;
  /** A cursor of the previous answer (next/previous page); `null` pages by number. */
  cursor: string | null;
  timezone: string;
}

function requestPage(
  request: RecordsRequest,
  rules: FilterRule[],
  cursor: string | null,
  signal?: AbortSignal,
) {
  const { type, sort, size, page, timezone } = request;
  const filter = formatFilter(rules);
  return apiRequest(getRecords, {
    query: { type, sort, size, page, filter, timezone, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/**
 * One page of records. A payout filter of zero asks for payout 0 and for no payout with the same
 * page, merges the rows in sort order and adds the totals (docs/product.md §5); such pages go by number.
 */
export async function fetchRecords(request: RecordsRequest, signal?: AbortSignal): Promise<RecordsPage> {
  const split = payoutZeroFilters(request.rules);
  if (!split) return requestPage(request, request.rules, request.cursor, signal);
  const [zero, none] = await Promise.all(split.map((rules) => requestPage(request, rules, null, signal)));
  const merged = mergePayoutZero(zero!, none!, parseSort(request.sort));
  return { ...merged, next_cursor: null, prev_cursor: null };
}

export function recordsQueryOptions(globalId: number, request: RecordsRequest) {
  return queryOptions({
    queryKey: accountKey(globalId, 'statistics', 'records', request),
    queryFn: ({ signal }) => fetchRecords(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A page of the log; `null` while the request cannot be made yet (no campaigns or days known).
 * A new call announced by the server (ACTIVE_CALL_NEW) refreshes the account's logs and dashboards.
 */
export function useRecords(request: RecordsRequest | null) {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  useServerEvent('ACTIVE_CALL_NEW', () => {
    void queryClient.invalidateQueries({ queryKey: accountKey(globalId, 'statistics') });
  });
  return useQuery({
    ...recordsQueryOptions(globalId, request ?? ({} as RecordsRequest)),
    enabled: request !== null && globalId > 0,
  });
}
