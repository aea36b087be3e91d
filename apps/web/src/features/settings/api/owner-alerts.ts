import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwnerAlerts, type OwnerAlerts, saveOwnerAlerts } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const ownerAlertsKey = (globalId: number) => accountKey(globalId, 'owner-alerts');

/** The alerts the account set (`GET /settings/alerts`). */
export function useOwnerAlerts() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: ownerAlertsKey(globalId),
    queryFn: ({ signal }) => apiRequest(getOwnerAlerts, { signal }).then((data) => data.alerts),
    enabled: globalId > 0,
  });
}

export function useSaveOwnerAlerts() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: OwnerAlerts) => apiRequest(saveOwnerAlerts, { body: alerts }),
    onSuccess: (data) => queryClient.setQueryData(ownerAlertsKey(globalId), data.alerts),
  });
}
