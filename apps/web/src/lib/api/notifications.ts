import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  updateNotification,
} from '@vanbid/contract';
import { PAGE_SIZE } from '@vanbid/domain';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useSession } from '../session';

/** Every cached notification query of the account (pages and the unread count) starts with this. */
export const notificationsKey = (globalId: number) => accountKey(globalId, 'notifications');

/** The account's unread notification count (the side navigation's badge), live by socket (`live-updates.ts`). */
export function useUnreadNotifications(globalId: number) {
  return useQuery({
    queryKey: [...notificationsKey(globalId), 'unread-count'] as const,
    queryFn: ({ signal }) =>
      apiRequest(listNotifications, { query: { page: 1, size: 1, unread: 'true' }, signal }),
    select: (data) => data.unread,
    enabled: globalId > 0,
  });
}

export interface NotificationsView {
  page: number;
  unreadOnly: boolean;
}

/**
 * A page of the account's notifications. A new one arriving by socket refetches it
 * (`live-updates.ts` invalidates every `notificationsKey` query).
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
