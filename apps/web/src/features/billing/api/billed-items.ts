import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BodyOf, type DataOf, getListOfBilledItems } from '@vanbid/contract';
import { MAX_PAGE_SIZE } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type BilledItemsRequest = Required<
  Pick<BodyOf<typeof getListOfBilledItems>, 'filter' | 'sort' | 'page' | 'size' | 'timezone'>
>;
export type BilledItems = DataOf<typeof getListOfBilledItems>;

export function useBilledItems(request: BilledItemsRequest) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'billed-items', request),
    queryFn: ({ signal }) => apiRequest(getListOfBilledItems, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every matching item, page by page (for the CSV export). */
export async function fetchAllBilledItems(request: Omit<BilledItemsRequest, 'page' | 'size'>) {
  const items: BilledItems['items'] = [];
  for (let page = 1; ; page += 1) {
    const data = await apiRequest(getListOfBilledItems, { body: { ...request, page, size: MAX_PAGE_SIZE } });
    items.push(...data.items);
    if (items.length >= data.total_items || data.items.length === 0) return items;
  }
}
