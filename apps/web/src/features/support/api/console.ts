import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  accountActivity,
  createGuestLink,
  devMailbox,
  devSmsOutbox,
  findAccounts,
  getFeedbackFile,
  listFeedback,
} from '@vanbid/contract';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

/** Accounts matching the text (2 characters or more). */
export function useAccountSearch(text: string) {
  return useQuery({
    queryKey: userKey('support', 'accounts', text),
    queryFn: ({ signal }) =>
      apiRequest(findAccounts, { query: { q: text }, signal }).then((data) => data.accounts),
    enabled: text.trim().length >= 2,
    placeholderData: (previous) => previous,
  });
}

export function useAccountActivity(accountId: number | null) {
  return useInfiniteQuery({
    queryKey: userKey('support', 'activity', accountId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(accountActivity, {
        params: { accountId: accountId ?? 0 },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: accountId !== null,
  });
}

/** A single-use guest sign-in link for the user of that e-mail (10 minutes). */
export function useGuestLink() {
  return useMutation({ mutationFn: (email: string) => apiRequest(createGuestLink, { body: { email } }) });
}

export function useFeedback() {
  return useInfiniteQuery({
    queryKey: userKey('support', 'feedback'),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listFeedback, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function downloadFeedbackFile(id: number): Promise<File> {
  return apiFile(getFeedbackFile, { params: { id } });
}

/** The local outbox (only when no SMTP server is set; 404 otherwise). */
export function useMailbox(to: string) {
  return useQuery({
    queryKey: userKey('support', 'mailbox', to),
    queryFn: ({ signal }) =>
      apiRequest(devMailbox, { query: to ? { to } : {}, signal }).then((data) => data.mails),
    retry: false,
  });
}

/** The local SMS outbox (only while no SMS provider is set; 404 otherwise). */
export function useSmsOutbox(to: string) {
  return useQuery({
    queryKey: userKey('support', 'sms-outbox', to),
    queryFn: ({ signal }) =>
      apiRequest(devSmsOutbox, { query: to ? { to } : {}, signal }).then((data) => data.messages),
    retry: false,
  });
}
