import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type DashboardData,
  type DashboardInterval,
  getDashboard,
  type StatisticsType,
} from '@vanbid/contract';
import type { DateRange } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface DashboardRequest {
  type: StatisticsType;
  campaignId: number;
  range: DateRange;
  interval: DashboardInterval;
  timezone: string;
}

export function fetchDashboard(request: DashboardRequest, signal?: AbortSignal): Promise<DashboardData> {
  const { type, campaignId, range, interval, timezone } = request;
  return apiRequest(getDashboard, {
    query: { type, campaignId, from: range.from, to: range.to, interval, timezone },
    signal,
  });
}

/** KPIs and charts of one campaign over the chosen days. */
export function useDashboard(request: DashboardRequest | null) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: [...statisticsKey(globalId), 'dashboard', request] as const,
    queryFn: ({ signal }) => fetchDashboard(request!, signal),
    enabled: request !== null && globalId > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
