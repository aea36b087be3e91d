import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, createInvite, createInvites, deleteInvite, listInvites } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const invitesKey = (globalId: number) => accountKey(globalId, 'invites');

/** The selected company's invites (pending, used, expired). */
export function useInvites(enabled: boolean) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: invitesKey(globalId),
    queryFn: ({ signal }) =>
      apiRequest(listInvites, { query: { page: 1, size: 1000 }, signal }).then((data) => data.invites),
    enabled: enabled && globalId > 0,
  });
}

export function useInviteWrites() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitesKey(globalId) });
  const send = useMutation({
    mutationFn: (body: Omit<BodyOf<typeof createInvite>, 'globalId'>) => apiRequest(createInvite, { body }),
    onSuccess: refresh,
  });
  const sendMany = useMutation({
    mutationFn: (body: Omit<BodyOf<typeof createInvites>, 'globalId'>) => apiRequest(createInvites, { body }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => apiRequest(deleteInvite, { params: { id } }),
    onSuccess: refresh,
  });
  return { send, sendMany, withdraw };
}
