import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CurrentUser, updateMe } from '@vanbid/contract';
import { currentUserQueryOptions } from '../../../lib/api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

export type UpdateMeInput = BodyOf<typeof updateMe>;

export function updateCurrentUser(body: UpdateMeInput): Promise<CurrentUser> {
  return apiRequest(updateMe, { body });
}

/** Renames the signed-in user; the cached user takes the answer. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
