import { useQuery } from '@tanstack/react-query';
import { lookupCardBin } from '@vanbid/contract';
import { apiRequest } from '../../lib/api-client';

/** Not the account's: a BIN's facts are the same for everyone. */
export const cardBinKey = (bin: string | null) => ['card-bin', bin] as const;

/** Credit or debit by the first 6 digits (docs/product.md §7); only the BIN is sent. */
export function useBinLookup(bin: string | null) {
  return useQuery({
    queryKey: cardBinKey(bin),
    queryFn: ({ signal }) => apiRequest(lookupCardBin, { params: { bin: bin! }, signal }),
    enabled: bin !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
