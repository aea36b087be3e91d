import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BodyOf,
  type DataOf,
  exportBilledItems,
  getListOfBilledItems,
  getReceipt,
  type QueryOf,
} from '@vanbid/contract';
import { apiFile, apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useSession } from '../session';

export type BilledItemsRequest = Required<
  Pick<BodyOf<typeof getListOfBilledItems>, 'filter' | 'sort' | 'page' | 'size' | 'timezone'>
>;
export type BilledItems = DataOf<typeof getListOfBilledItems>;
export type BilledItemsExport = Omit<QueryOf<typeof exportBilledItems>, 'globalId'>;

/** Every cached list of the account's transactions (the transactions page, the wallet's history). */
export const billedItemsKey = (globalId: number) => accountKey(globalId, 'billed-items');

/** A page of the transactions with the filters' options. */
export function useBilledItems(request: BilledItemsRequest) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: [...billedItemsKey(globalId), request] as const,
    queryFn: ({ signal }) => apiRequest(getListOfBilledItems, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

export const HISTORY_SIZE = 10;

/** The latest movements with their running balance (the wallet's history). */
export function useLatestBilledItems() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery(
    queryOptions({
      queryKey: [...billedItemsKey(globalId), 'latest'] as const,
      queryFn: ({ signal }) => apiRequest(getListOfBilledItems, { body: { size: HISTORY_SIZE }, signal }),
    }),
  );
}

/** Every matching transaction as the CSV file the server writes (the list's filter, sort and zone). */
export const fetchBilledItemsCsv = (query: BilledItemsExport) => apiFile(exportBilledItems, { query });

/** The PDF receipt of a charge, cash out or refund. */
export const fetchReceipt = (id: number) => apiFile(getReceipt, { params: { id } });
