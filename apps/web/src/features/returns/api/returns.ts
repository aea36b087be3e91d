import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  decideReturnReview,
  exportReturns,
  getReturnOptions,
  getReturnRates,
  listReturnReviews,
  listReturns,
  type QueryOf,
  requestReturn,
} from '@vanbid/contract';
import type { ReturnKind } from '@vanbid/domain';
import { useState } from 'react';
import { billedItemsKey } from '../../../lib/api/billed-items';
import { balanceKey } from '../../../lib/api/wallet';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { createIdempotencyKeys, idempotencyHeaders } from '../../../lib/idempotency';
import { returnOptionsKey, returnsKey, statisticsKey, userKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type ReturnsFilter = Omit<QueryOf<typeof exportReturns>, 'globalId'>;

const useGlobalId = () => useSession()?.globalId ?? 0;

/** Whether a lead or call can be returned, its reasons, the month's cap and its latest return. */
export function useReturnOptions(kind: ReturnKind, id: number) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: [...returnOptionsKey(globalId), kind, id] as const,
    queryFn: ({ signal }) => apiRequest(getReturnOptions, { params: { kind, id }, signal }),
    enabled: globalId > 0 && id > 0,
  });
}

/**
 * Asks for a return; the wallet, transactions, logs and returns refresh with the decision. A send
 * again after no answer reuses its Idempotency-Key, so it answers the return already made.
 */
export function useRequestReturn() {
  const globalId = useGlobalId();
  const queryClient = useQueryClient();
  const [keys] = useState(() => createIdempotencyKeys());
  return useMutation({
    mutationFn: (body: Omit<BodyOf<typeof requestReturn>, 'globalId'>) =>
      apiRequest(requestReturn, { body, headers: idempotencyHeaders(keys.keyFor({ globalId, body })) }),
    onSuccess: () => keys.settle(null),
    onError: (error) => keys.settle(error),
    onSettled: () =>
      Promise.all(
        [returnsKey(globalId), balanceKey(globalId), billedItemsKey(globalId), statisticsKey(globalId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** A page of the returns of `filter`, newest first: the first, or the one after the cursor `before`. */
export function useReturns(filter: ReturnsFilter, before?: number) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: [...returnsKey(globalId), 'list', filter, before ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest(listReturns, { query: before ? { ...filter, before } : filter, signal }),
    placeholderData: keepPreviousData,
    enabled: globalId > 0,
  });
}

/** Which sales the rates count: a campaign's, of a kind, of a period (days in `timezone`). */
export type ReturnRatesScope = Omit<QueryOf<typeof getReturnRates>, 'globalId'>;

/** Of the scope's sales (by default the last 30 days'), how many were returned, per campaign and source. */
export function useReturnRates(scope: ReturnRatesScope = {}) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: [...returnsKey(globalId), 'rates', scope] as const,
    queryFn: ({ signal }) => apiRequest(getReturnRates, { query: scope, signal }),
    enabled: globalId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Every matching return as the CSV file the server writes. */
export const fetchReturnsCsv = (filter: ReturnsFilter) => apiFile(exportReturns, { query: filter });

const reviewsKey = userKey('support', 'returns');

/** Support: the returns waiting for review. */
export function useReturnReviews() {
  return useQuery({
    queryKey: reviewsKey,
    queryFn: ({ signal }) => apiRequest(listReturnReviews, { signal }),
  });
}

export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'refuse'; reason: string }) =>
      apiRequest(decideReturnReview, {
        params: { id: input.id },
        body: { decision: input.decision, reason: input.reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
