import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBillingProfile,
  type BillingAddress,
  type BodyOf,
  changePrimaryPaymentMethod,
  createPaymentToken,
  type DataOf,
  deletePaymentMethod,
  getPaymentMethods,
  isCardExist,
  type PaymentMethod,
  saveBankAccount,
  savePaymentMethod,
  updatePaymentMethod,
} from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { idempotencyHeaders } from '../idempotency';
import { accountKey } from '../query-keys';
import { useSession } from '../session';
import { userMetaKey } from './user-meta';

export type PaymentMethods = DataOf<typeof getPaymentMethods>;

export const paymentMethodsKey = (globalId: number) => accountKey(globalId, 'payment-methods');

export function paymentMethodsQueryOptions(globalId: number) {
  return queryOptions({
    queryKey: paymentMethodsKey(globalId),
    queryFn: ({ signal }) => apiRequest(getPaymentMethods, { query: { globalId }, signal }),
  });
}

/** The account's saved cards and bank accounts (to pay from, cash out to, or manage). */
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

export interface AddMethodInput {
  /** Card or bank details: sent to the gateway's tokenization only, never elsewhere. */
  details: BodyOf<typeof createPaymentToken>;
  billing?: BillingAddress | undefined;
  paymentMethodType?: 'CreditCard' | 'DebitCard' | undefined;
  makePrimary: boolean;
}

/** Refuses, before saving, a card the account already saved (`isCardExist` by the token's fingerprint). */
async function refuseSavedCard(tokenized: DataOf<typeof createPaymentToken>): Promise<void> {
  const { exists } = await apiRequest(isCardExist, { query: { fingerprint: tokenized.fingerprint } });
  if (!exists) return;
  throw new ApiError(409, 'CONFLICT', `This card (${tokenized.label}) is already saved on this account.`);
}

/**
 * The account's billing profile at the gateway (created once, `parent_company` all), then the
 * details tokenized, a card already saved refused at once, and the token saved
 * (`savePaymentMethod` or `saveBankAccount`) with one Idempotency-Key.
 */
async function addMethod(input: AddMethodInput): Promise<PaymentMethod> {
  await apiRequest(addBillingProfile, { body: { parent_company: 'all' } });
  const tokenized = await apiRequest(createPaymentToken, { body: input.details });
  const { token } = tokenized;
  if (tokenized.type === 'card') await refuseSavedCard(tokenized);
  const headers = idempotencyHeaders();
  if (input.details.type === 'bank_account') {
    const saved = await apiRequest(saveBankAccount, {
      body: { token, billing: input.billing, make_primary: input.makePrimary },
      headers,
    });
    return saved.paymentMethod;
  }
  const saved = await apiRequest(savePaymentMethod, {
    body: {
      token,
      billing: input.billing!,
      payment_method_type: input.paymentMethodType,
      make_primary: input.makePrimary,
    },
    headers,
  });
  return saved.paymentMethod;
}

/** Adds a card or bank account; the list and the setup flags (a first method counts) are stale. */
export function useAddMethod() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: addMethod,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentMethodsKey(globalId) });
      void queryClient.invalidateQueries({ queryKey: userMetaKey(globalId) });
    },
  });
}
