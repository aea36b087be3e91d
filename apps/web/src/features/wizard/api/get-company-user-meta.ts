import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DataOf, getCompanyUserMeta } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';

export type CompanyMetaData = DataOf<typeof getCompanyUserMeta>['metaData'];

export function fetchCompanyUserMeta(globalId: number, signal?: AbortSignal): Promise<CompanyMetaData> {
  return apiRequest(getCompanyUserMeta, { query: { globalId }, signal }).then((data) => data.metaData);
}

export function companyUserMetaQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: accountKey(globalId, 'user-meta', 'company'),
    queryFn: ({ signal }) => fetchCompanyUserMeta(globalId, signal),
  });
}

/** The selected account's setup flags and preferences. */
export function useCompanyUserMeta(globalId: number) {
  return useQuery(companyUserMetaQueryOptions(globalId));
}
