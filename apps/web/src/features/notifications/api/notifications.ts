import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  updateNotification,
} from '@vanbid/contract';
import { PAGE_SIZE } from '@vanbid/domain';
import { notificationsKey } from '../../../lib/api/get-unread-notifications';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export interface NotificationsView {
  page: number;
  unreadOnly: boolean;
}

/**
 * A page of the account's notifications. A new one arriving by socket refetches it: the side
 * navigation's unread count (always mounted) invalidates every `notificationsKey` query.
 */
export function useNotifications(view: NotificationsView) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: [...notificationsKey(globalId), view] as const,
    queryFn: ({ signal }) =>
      apiRequest(listNotifications, {
        query: { page: view.page, size: PAGE_SIZE, unread: view.unreadOnly ? 'true' : 'false' },
        signal,
      }),
    enabled: globalId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Read / unread, delete and mark-all: each refetches the account's notification pages and unread count. */
export function useNotificationActions() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: notificationsKey(globalId) });
  return {
    setRead: useMutation({
      mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
        apiRequest(updateNotification, { params: { id }, body: { is_read: isRead } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest(deleteNotification, { params: { id } }),
      onSettled,
    }),
    markAll: useMutation({
      mutationFn: () => apiRequest(markAllNotificationsRead, { body: {} }),
      onSettled,
    }),
  };
}
