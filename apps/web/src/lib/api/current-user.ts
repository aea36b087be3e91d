import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CurrentUser, getCurrentUser, updateMe } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { userKey } from '../query-keys';

export type { CurrentUser };
export type UpdateMeInput = BodyOf<typeof updateMe>;

export const currentUserKey = () => userKey('current');

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest(getCurrentUser, { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user (name, e-mail, avatar). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Renames the signed-in user (`POST /users/updateMe`); the cached user takes the answer. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeInput) => apiRequest(updateMe, { body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(), user),
  });
}
