import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBidForecast } from '@vanbid/contract';
import { isValidBidPercent } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** What a bid of `percent` would have bought a week, from the campaign's last 4 weeks (an estimate). */
export function useBidForecast(campaignId: number, percent: number, enabled = true) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'forecast', campaignId, percent),
    queryFn: ({ signal }) =>
      apiRequest(getBidForecast, { params: { id: campaignId }, query: { percent }, signal }),
    enabled: enabled && globalId > 0 && isValidBidPercent(percent),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
