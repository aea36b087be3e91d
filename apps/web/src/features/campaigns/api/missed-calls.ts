import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listMissedCalls } from '@vanbid/contract';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { useCanSee } from '../../../lib/use-can';

export const missedCallsKey = (globalId: number) => accountKey(globalId, 'missed-calls');

/**
 * Each campaign's calls and missed calls of the logs' "Last 7 days" (`GET /campaigns/missed-calls`),
 * for roles that see the logs; refreshed when a call's payout is final.
 */
export function useMissedCalls() {
  const globalId = useSession()?.globalId ?? 0;
  const { zone } = useTimeZone();
  const canSeeLogs = useCanSee('see_logs');
  const queryClient = useQueryClient();
  useServerEvent('UPDATE_PAYOUT', () => {
    void queryClient.invalidateQueries({ queryKey: missedCallsKey(globalId) });
  });
  return useQuery({
    queryKey: [...missedCallsKey(globalId), zone],
    queryFn: ({ signal }) => apiRequest(listMissedCalls, { query: { globalId, timezone: zone }, signal }),
    enabled: globalId > 0 && canSeeLogs,
  });
}
