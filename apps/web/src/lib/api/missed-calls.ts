import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listMissedCalls } from '@vanbid/contract';
import { MISSED_CALLS_PERIOD } from '@vanbid/domain';
import { paths } from '../../config/paths';
import { useTimeZone } from '../../hooks/use-time-zone';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useServerEvent } from '../server-events';
import { useSession } from '../session';
import { useCanSee } from '../use-can';

export const missedCallsKey = (globalId: number) => accountKey(globalId, 'missed-calls');

/**
 * Each campaign's calls and missed calls of the logs' "Last 7 days" (`GET /campaigns/missed-calls`),
 * for roles that see the logs (the campaign cards and the call log flag the campaigns that
 * miss many); refreshed when a call's payout is final.
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

/** The call log of one campaign's missed calls over the flag's period (`/call-log/last-7-days?…`). */
export function missedCallsLogPath(campaignId: number): string {
  const period = MISSED_CALLS_PERIOD.toLowerCase().replaceAll(' ', '-');
  const search = new URLSearchParams({ campaigns: String(campaignId), 'f.status': 'missed' });
  return `${paths.callLog.build(period)}?${search}`;
}
