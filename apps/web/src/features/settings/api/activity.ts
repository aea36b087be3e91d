import { useInfiniteQuery } from '@tanstack/react-query';
import { exportActivity, ownActivity } from '@vanbid/contract';
import type { ActivityKind } from '@vanbid/domain';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Whose changes and which kind; nothing set means all of them. */
export interface ActivityFilters {
  actor?: 'support' | number | undefined;
  kind?: ActivityKind | undefined;
}

export const activityKey = (globalId: number, filters: ActivityFilters = {}) =>
  [...accountKey(globalId, 'activity'), filters] as const;

/** The company's changes, newest first, 50 a page ("Show older" reads the next). */
export function useActivity(filters: ActivityFilters) {
  const globalId = useSession()?.globalId ?? 0;
  return useInfiniteQuery({
    queryKey: activityKey(globalId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(ownActivity, { query: { ...filters, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: globalId > 0,
  });
}

/** The matching changes as the CSV the server writes. */
export function downloadActivity(filters: ActivityFilters, timezone: string): Promise<File> {
  return apiFile(exportActivity, { query: { ...filters, timezone } });
}
