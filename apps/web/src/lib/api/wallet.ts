import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  cashOutBalance,
  cashOutBalanceBulk,
  chargeBalance,
  chargeCard,
  createOrUpdateRecharge,
  type DataOf,
  getBalance,
} from '@vanbid/contract';
import { useState } from 'react';
import { apiRequest } from '../api-client';
import { createIdempotencyKeys, idempotencyHeaders } from '../idempotency';
import { accountKey } from '../query-keys';
import { useSession } from '../session';
import { billedItemsKey } from './billed-items';

export type Balance = DataOf<typeof getBalance>;

export const balanceKey = (globalId: number) => accountKey(globalId, 'balance');

export function fetchBalance(globalId: number, signal?: AbortSignal): Promise<Balance> {
  return apiRequest(getBalance, { query: { globalId }, signal });
}

export function balanceQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: balanceKey(globalId),
    queryFn: ({ signal }) => fetchBalance(globalId, signal),
  });
}

/** The selected account's wallet: balance, auto-recharge and whether it is out of funds. */
export function useBalance(globalId: number) {
  return useQuery(balanceQueryOptions(globalId));
}

/**
 * A money call with one Idempotency-Key per action (sent again unchanged after a try that got no
 * answer, so a retry never charges twice); after it the balance and the transactions are stale.
 */
function useMoneyMutation<T, R>(send: (input: T, headers: Record<string, string>) => Promise<R>) {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  const [keys] = useState(() => createIdempotencyKeys());
  return useMutation({
    mutationFn: (input: T) => send(input, idempotencyHeaders(keys.keyFor({ globalId, input }))),
    onSuccess: () => keys.settle(null),
    onError: (error) => keys.settle(error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: balanceKey(globalId) });
      void queryClient.invalidateQueries({ queryKey: billedItemsKey(globalId) });
    },
  });
}

type Body<E> = Omit<BodyOf<E>, 'globalId'>;

export const useChargeBalance = () =>
  useMoneyMutation((body: Body<typeof chargeBalance>, headers) =>
    apiRequest(chargeBalance, { body, headers }),
  );

export const useCashOut = () =>
  useMoneyMutation((body: Body<typeof cashOutBalance>, headers) =>
    apiRequest(cashOutBalance, { body, headers }),
  );

export const useCashOutBulk = () =>
  useMoneyMutation((body: Body<typeof cashOutBalanceBulk>, headers) =>
    apiRequest(cashOutBalanceBulk, { body, headers }),
  );

export const useSaveRecharge = () =>
  useMoneyMutation((body: Body<typeof createOrUpdateRecharge>, headers) =>
    apiRequest(createOrUpdateRecharge, { body, headers }),
  );

/**
 * Whether the wallet stops sales (issue #17): `'empty'` at a zero balance, `'short'` when an
 * active campaign cannot pay its next purchase, null when it can or while the balance loads.
 */
export function useWalletShortfall(): 'empty' | 'short' | null {
  const { data } = useBalance(useSession()?.globalId ?? 0);
  if (!data) return null;
  if (data.balance <= 0) return 'empty';
  return data.is_out_of_funds ? 'short' : null;
}

/** The wizard's initial payment (non-main accounts): a charge into the wallet, once per action. */
export const useInitialPayment = () =>
  useMoneyMutation((body: Body<typeof chargeCard>, headers) => apiRequest(chargeCard, { body, headers }));
