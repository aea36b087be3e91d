import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DataOf, getContactUserMeta } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';

export type ContactMetaData = DataOf<typeof getContactUserMeta>['metaData'];

export function fetchContactUserMeta(globalId: number, signal?: AbortSignal): Promise<ContactMetaData> {
  return apiRequest(getContactUserMeta, { query: { globalId }, signal }).then((data) => data.metaData);
}

export function contactUserMetaQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: accountKey(globalId, 'user-meta', 'contact'),
    queryFn: ({ signal }) => fetchContactUserMeta(globalId, signal),
  });
}

/** The signed-in contact's own setup flags in the selected account. */
export function useContactUserMeta(globalId: number) {
  return useQuery(contactUserMetaQueryOptions(globalId));
}
