import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataOf, getCompanyUserMeta, getContactUserMeta, patchCompanyUserMeta } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useSession } from '../session';

export type CompanyMetaData = DataOf<typeof getCompanyUserMeta>['metaData'];
export type ContactMetaData = DataOf<typeof getContactUserMeta>['metaData'];

/** Both kinds of setup flags and preferences of the account. */
export const userMetaKey = (globalId: number) => accountKey(globalId, 'user-meta');
const companyUserMetaKey = (globalId: number) => [...userMetaKey(globalId), 'company'] as const;

export function companyUserMetaQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: companyUserMetaKey(globalId),
    queryFn: ({ signal }): Promise<CompanyMetaData> =>
      apiRequest(getCompanyUserMeta, { query: { globalId }, signal }).then((data) => data.metaData),
  });
}

/** The signed-in contact's own setup flags in the selected account. */
export function contactUserMetaQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: [...userMetaKey(globalId), 'contact'] as const,
    queryFn: ({ signal }): Promise<ContactMetaData> =>
      apiRequest(getContactUserMeta, { query: { globalId }, signal }).then((data) => data.metaData),
  });
}

/** Whether the wallet's welcome dialog was dismissed (kept on the server, per account). */
export function useWalletWelcome() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  const meta = useQuery(companyUserMetaQueryOptions(globalId));
  const dismiss = useMutation({
    mutationFn: () => apiRequest(patchCompanyUserMeta, { body: { walletWelcomeDismissed: true } }),
    onSuccess: (data) => queryClient.setQueryData(companyUserMetaKey(globalId), data.metaData),
  });
  return { isOpen: meta.data?.walletWelcomeDismissed === false, dismiss: () => dismiss.mutate() };
}
