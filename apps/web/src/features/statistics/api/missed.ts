import { useQuery } from '@tanstack/react-query';
import { getMissedOpportunities, type MissedData } from '@vanbid/contract';
import type { DateRange } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface MissedRequest {
  campaignId: number;
  range: DateRange;
  timezone: string;
}

export function fetchMissed(
  { campaignId, range, timezone }: MissedRequest,
  signal?: AbortSignal,
): Promise<MissedData> {
  return apiRequest(getMissedOpportunities, {
    params: { id: campaignId },
    query: { from: range.from, to: range.to, timezone },
    signal,
  });
}

/** The offers one campaign did not get over the chosen days, by reason. */
export function useMissed(request: MissedRequest | null) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: [...statisticsKey(globalId), 'missed', request] as const,
    queryFn: ({ signal }) => fetchMissed(request!, signal),
    enabled: request !== null && globalId > 0,
    staleTime: 60_000,
  });
}
