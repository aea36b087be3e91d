import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DataOf, getBalance } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';

export type Balance = DataOf<typeof getBalance>;

export function fetchBalance(globalId: number, signal?: AbortSignal): Promise<Balance> {
  return apiRequest(getBalance, { query: { globalId }, signal });
}

export function balanceQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: accountKey(globalId, 'balance'),
    queryFn: ({ signal }) => fetchBalance(globalId, signal),
  });
}

/** The selected account's wallet: balance, auto-recharge and whether it is out of funds. */
export function useBalance(globalId: number) {
  return useQuery(balanceQueryOptions(globalId));
}
