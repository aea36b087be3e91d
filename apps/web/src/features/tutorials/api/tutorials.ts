import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listTutorials, viewTutorial } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

const tutorialsKey = () => userKey('tutorials');

export function useTutorials() {
  return useQuery({
    queryKey: tutorialsKey(),
    queryFn: ({ signal }) => apiRequest(listTutorials, { signal }).then((data) => data.tutorials),
  });
}

/** Counts a play and marks the tutorial watched. */
export function useViewTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => apiRequest(viewTutorial, { body: { videoId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorialsKey() }),
  });
}
