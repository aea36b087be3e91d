import { useQuery } from '@tanstack/react-query';
import { brandedCompanies } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/**
 * The company the selected account's branded calls are made under (`GET /branded-companies`
 * lists the user's companies with branded campaigns); null when this one has none.
 */
export function useBrandedCompany() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'branded-companies'),
    queryFn: ({ signal }) => apiRequest(brandedCompanies, { signal }),
    enabled: globalId > 0,
    staleTime: 5 * 60_000,
    select: (data) => data.companies.find((company) => company.id === globalId) ?? null,
  });
}
