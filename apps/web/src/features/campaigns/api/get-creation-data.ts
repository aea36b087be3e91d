import { useQuery } from '@tanstack/react-query';
import { campaignCompanyMetadata, listGeoTemplates } from '@vanbid/contract';
import { LIST_FETCH_SIZE } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Geography templates the account can target (its own and the shared ones), one page of 1000. */
export function useGeoTemplates() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'geo-templates'),
    queryFn: ({ signal }) =>
      apiRequest(listGeoTemplates, { query: { page: 1, size: LIST_FETCH_SIZE }, signal }),
    enabled: globalId > 0,
  });
}

/** Company type, defaults and bounds for a new campaign (`GET /campaigns/company-metadata`). */
export function useCompanyMetadata() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: accountKey(globalId, 'campaign-company-metadata'),
    queryFn: ({ signal }) => apiRequest(campaignCompanyMetadata, { signal }),
    enabled: globalId > 0,
  });
}
