import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  changePrimaryPaymentMethod,
  type DataOf,
  deletePaymentMethod,
  getPaymentMethods,
  updatePaymentMethod,
} from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type PaymentMethods = DataOf<typeof getPaymentMethods>;
export type SavedMethod = PaymentMethods['paymentMethods'][number];

export const paymentMethodsKey = (globalId: number) => accountKey(globalId, 'payment-methods');

export function paymentMethodsQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: paymentMethodsKey(globalId),
    queryFn: ({ signal }) => apiRequest(getPaymentMethods, { query: { globalId }, signal }),
  });
}

export function usePaymentMethods() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery(paymentMethodsQueryOptions(globalId));
}

/** A change that answers the new list: the cache takes it at once. */
function useListChange<T>(send: (input: T) => Promise<PaymentMethods>) {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(paymentMethodsKey(globalId), list),
  });
}

export function useChangePrimary() {
  return useListChange((paymentMethodId: string) =>
    apiRequest(changePrimaryPaymentMethod, { body: { payment_method_id: paymentMethodId } }),
  );
}

export function useDeleteMethod() {
  return useListChange((input: { paymentMethodId: string; newPrimaryId?: string | undefined }) =>
    apiRequest(deletePaymentMethod, {
      query: { payment_method_id: input.paymentMethodId, new_primary_id: input.newPrimaryId },
      // apiRequest sends no body with DELETE; the endpoint takes the query too.
      body: undefined,
    }),
  );
}

export type UpdateMethodInput = Omit<BodyOf<typeof updatePaymentMethod>, 'globalId'>;

export function useUpdateMethod() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: (body: UpdateMethodInput) => apiRequest(updatePaymentMethod, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsKey(globalId) }),
  });
}
