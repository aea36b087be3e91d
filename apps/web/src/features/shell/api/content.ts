import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markPatchesViewed, sendFeedback, unseenPatches } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

const patchesKey = () => userKey('patches', 'unseen');

/** Release notes the user has not seen (the "What's new" dialog). */
export function useUnseenPatches() {
  return useQuery({
    queryKey: patchesKey(),
    queryFn: ({ signal }) => apiRequest(unseenPatches, { signal }).then((data) => data.patches),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMarkPatchesViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest(markPatchesViewed, { body: { ids } }),
    onSuccess: () => queryClient.setQueryData(patchesKey(), []),
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: { message: string; pageUrl: string; file?: File }) =>
      apiRequest(sendFeedback, { body }),
  });
}
