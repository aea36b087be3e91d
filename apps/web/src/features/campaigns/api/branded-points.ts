import { useQuery, useQueryClient } from '@tanstack/react-query';
import { brandedPoints } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';

export const brandedPointsKey = (globalId: number) => accountKey(globalId, 'branded-points');

/** This month's branded calls and free ones left (`GET /branded/points`), live on payouts. */
export function useBrandedPoints() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  useServerEvent('UPDATE_PAYOUT', () => {
    void queryClient.invalidateQueries({ queryKey: brandedPointsKey(globalId) });
  });
  return useQuery({
    queryKey: brandedPointsKey(globalId),
    queryFn: ({ signal }) => apiRequest(brandedPoints, { query: { globalId }, signal }),
    enabled: globalId > 0,
  });
}
