import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllDetails, type SelectableCompany } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

export type { SelectableCompany };

export const companiesKey = () => userKey('companies');

export function fetchSelectableCompanies(signal?: AbortSignal): Promise<SelectableCompany[]> {
  return apiRequest(getAllDetails, { signal }).then((data) => data.companies);
}

export function selectableCompaniesQueryOptions() {
  return queryOptions({
    queryKey: companiesKey(),
    queryFn: ({ signal }) => fetchSelectableCompanies(signal),
    staleTime: 5 * 60_000,
  });
}

/** The accounts the user can act on, with name and logo (the header's company select). */
export function useSelectableCompanies() {
  return useQuery(selectableCompaniesQueryOptions());
}
