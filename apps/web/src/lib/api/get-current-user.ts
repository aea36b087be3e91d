import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrentUser, getCurrentUser } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { userKey } from '../query-keys';

export type { CurrentUser };

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest(getCurrentUser, { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKey('current'),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user (name, e-mail, avatar). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
