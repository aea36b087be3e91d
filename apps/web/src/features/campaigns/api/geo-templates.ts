import { useQuery } from '@tanstack/react-query';
import { listGeoTemplates } from '@vanbid/contract';
import { LIST_FETCH_SIZE } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const geoTemplatesKey = (globalId: number) => accountKey(globalId, 'geo-templates');

/** Geography templates the account can target (its own and the shared ones), one page of 1000. */
export function useGeoTemplates() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: geoTemplatesKey(globalId),
    queryFn: ({ signal }) =>
      apiRequest(listGeoTemplates, { query: { page: 1, size: LIST_FETCH_SIZE }, signal }),
    enabled: globalId > 0,
  });
}
