import { useQuery } from '@tanstack/react-query';
import { getZipInfo } from '@vanbid/contract';
import { apiRequest } from '../../lib/api-client';

/** Not the account's: a ZIP code's city and state are the same for everyone. */
export const zipCodeKey = (zip: string) => ['zip-info', zip] as const;

/** City and state of a ZIP code, for the billing address. */
export function useZipInfo(zip: string) {
  const isZip = /^\d{5}$/.test(zip);
  return useQuery({
    queryKey: zipCodeKey(zip),
    queryFn: ({ signal }) => apiRequest(getZipInfo, { params: { zip }, signal }),
    enabled: isZip,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
