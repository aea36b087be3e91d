import { useQuery } from '@tanstack/react-query';
import { thankYouPagePreview } from '@vanbid/contract';
import type { DashboardType } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** The page a consumer sees after reaching the company, as laid out on a desktop or a phone. */
export function useThankYouPreview(device: DashboardType) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'thank-you-preview', device),
    queryFn: ({ signal }) => apiRequest(thankYouPagePreview, { query: { device }, signal }),
    enabled: globalId > 0,
    staleTime: 5 * 60_000,
  });
}
