import { useQuery } from '@tanstack/react-query';
import { getTeam } from '@vanbid/contract';
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
