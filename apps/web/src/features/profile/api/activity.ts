import { useInfiniteQuery } from '@tanstack/react-query';
import { ownActivity } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** The company's activity log, newest first, a page at a time. */
export function useOwnActivity() {
  const globalId = useSession()?.globalId ?? 0;
  return useInfiniteQuery({
    queryKey: accountKey(globalId, 'activity'),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(ownActivity, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: globalId > 0,
  });
}
