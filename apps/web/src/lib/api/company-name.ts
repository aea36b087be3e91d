import { useQuery } from '@tanstack/react-query';
import { getCompanyName } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useSession } from '../session';

/** The selected company's name and logo URL. */
export function useCompanyName() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'company-name'),
    queryFn: ({ signal }) => apiRequest(getCompanyName, { signal }),
  });
}
