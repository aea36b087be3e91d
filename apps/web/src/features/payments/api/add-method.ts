import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BillingAddress,
  type BodyOf,
  createPaymentToken,
  getZipInfo,
  lookupCardBin,
  type PaymentMethod,
  saveBankAccount,
  savePaymentMethod,
} from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { idempotencyHeaders } from '../lib/idempotency';
import { paymentMethodsKey } from './payment-methods';

type TokenInput = BodyOf<typeof createPaymentToken>;

export interface AddMethodInput {
  /** Card or bank details: sent to the gateway's tokenization only, never elsewhere. */
  details: TokenInput;
  billing?: BillingAddress | undefined;
  paymentMethodType?: 'CreditCard' | 'DebitCard' | undefined;
  makePrimary: boolean;
}

/** Tokenize, then save the token (`savePaymentMethod` or `saveBankAccount`) with one Idempotency-Key. */
async function addMethod(input: AddMethodInput): Promise<PaymentMethod> {
  const { token } = await apiRequest(createPaymentToken, { body: input.details });
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

export function useAddMethod() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: addMethod,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentMethodsKey(globalId) });
      void queryClient.invalidateQueries({ queryKey: ['account', globalId, 'user-meta'] });
    },
  });
}

/** Credit or debit by the first 6 digits (docs/product.md §7); only the BIN is sent. */
export function useBinLookup(bin: string | null) {
  return useQuery({
    queryKey: ['card-bin', bin],
    queryFn: ({ signal }) => apiRequest(lookupCardBin, { params: { bin: bin! }, signal }),
    enabled: bin !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** City and state of a ZIP code, for the billing address. */
export function useZipInfo(zip: string) {
  const isZip = /^\d{5}$/.test(zip);
  return useQuery({
    queryKey: ['zip-info', zip],
    queryFn: ({ signal }) => apiRequest(getZipInfo, { params: { zip }, signal }),
    enabled: isZip,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type SaveCardBody = BodyOf<typeof savePaymentMethod>;
