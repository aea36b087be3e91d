import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  cashOutBalance,
  cashOutBalanceBulk,
  chargeBalance,
  createOrUpdateRecharge,
  getCompanyUserMeta,
  getListOfBilledItems,
  getPaymentMethods,
  patchCompanyUserMeta,
} from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { idempotencyHeaders } from '../lib/amount';

const useGlobalId = () => useSession()?.globalId ?? 0;

/** The saved methods to pay from or cash out to (same cache entry as /paymentdetails). */
export function useWalletMethods() {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: accountKey(globalId, 'payment-methods'),
    queryFn: ({ signal }) => apiRequest(getPaymentMethods, { query: { globalId }, signal }),
  });
}

export const HISTORY_SIZE = 10;

/** The latest movements with their running balance. */
export function useWalletHistory() {
  const globalId = useGlobalId();
  return useQuery(
    queryOptions({
      queryKey: accountKey(globalId, 'billed-items', 'wallet-history'),
      queryFn: ({ signal }) => apiRequest(getListOfBilledItems, { body: { size: HISTORY_SIZE }, signal }),
    }),
  );
}

/** After money moved: the balance, the history and the transactions list are stale. */
function useMoneyMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const globalId = useGlobalId();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKey(globalId, 'balance') });
      void queryClient.invalidateQueries({ queryKey: accountKey(globalId, 'billed-items') });
    },
  });
}

type Body<E> = Omit<BodyOf<E>, 'globalId'>;

export const useChargeBalance = () =>
  useMoneyMutation((body: Body<typeof chargeBalance>) =>
    apiRequest(chargeBalance, { body, headers: idempotencyHeaders() }),
  );

export const useCashOut = () =>
  useMoneyMutation((body: Body<typeof cashOutBalance>) =>
    apiRequest(cashOutBalance, { body, headers: idempotencyHeaders() }),
  );

export const useCashOutBulk = () =>
  useMoneyMutation((body: Body<typeof cashOutBalanceBulk>) =>
    apiRequest(cashOutBalanceBulk, { body, headers: idempotencyHeaders() }),
  );

export const useSaveRecharge = () =>
  useMoneyMutation((body: Body<typeof createOrUpdateRecharge>) =>
    apiRequest(createOrUpdateRecharge, { body, headers: idempotencyHeaders() }),
  );

/** Whether the wallet's welcome dialog was dismissed (kept on the server, per account). */
export function useWalletWelcome() {
  const globalId = useGlobalId();
  const queryClient = useQueryClient();
  const key = accountKey(globalId, 'user-meta', 'company');
  const meta = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest(getCompanyUserMeta, { query: { globalId }, signal }).then((data) => data.metaData),
  });
  const dismiss = useMutation({
    mutationFn: () => apiRequest(patchCompanyUserMeta, { body: { walletWelcomeDismissed: true } }),
    onSuccess: (data) => queryClient.setQueryData(key, data.metaData),
  });
  return { isOpen: meta.data?.walletWelcomeDismissed === false, dismiss: () => dismiss.mutate() };
}
