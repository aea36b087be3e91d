import { useQuery } from '@tanstack/react-query';
import { listNotificationTypes } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const notificationTypesKey = (globalId: number) => accountKey(globalId, 'notification-types');

/** The kinds of notification the account can get, each with its channels. */
export function useNotificationTypes() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: notificationTypesKey(globalId),
    queryFn: ({ signal }) => apiRequest(listNotificationTypes, { signal }).then((data) => data.types),
    enabled: globalId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
