import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTeam, removeTeamMember } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const teamKey = (globalId: number) => accountKey(globalId, 'team');

/** The people with access to the selected account. */
export function useTeam() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: teamKey(globalId),
    queryFn: ({ signal }) => apiRequest(getTeam, { signal }).then((data) => data.team),
    enabled: globalId > 0,
  });
}

/** Takes a member off the company: their sessions end at once. */
export function useRemoveMember() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(removeTeamMember, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey(globalId) }),
  });
}
