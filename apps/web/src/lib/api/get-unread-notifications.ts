import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useServerEvent } from '../server-events';

/** Every cached notification query of the account (pages and the unread count) starts with this. */
export const notificationsKey = (globalId: number) => accountKey(globalId, 'notifications');

/** The account's unread notification count (the side navigation's badge), live by socket. */
export function useUnreadNotifications(globalId: number) {
  const queryClient = useQueryClient();
  useServerEvent('new_notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey(globalId) });
  });
  return useQuery({
    queryKey: [...notificationsKey(globalId), 'unread-count'] as const,
    queryFn: ({ signal }) =>
      apiRequest(listNotifications, { query: { page: 1, size: 1, unread: 'true' }, signal }),
    select: (data) => data.unread,
    enabled: globalId > 0,
  });
}
