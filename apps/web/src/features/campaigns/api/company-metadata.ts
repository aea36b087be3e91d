import { useQuery } from '@tanstack/react-query';
import { campaignCompanyMetadata } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const companyMetadataKey = (globalId: number) => accountKey(globalId, 'campaign-company-metadata');

/** Company type, defaults and bounds for a new campaign (`GET /campaigns/company-metadata`). */
export function useCompanyMetadata() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: companyMetadataKey(globalId),
    queryFn: ({ signal }) => apiRequest(campaignCompanyMetadata, { signal }),
    enabled: globalId > 0,
  });
}
