import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCampaigns } from '@vanbid/contract';
import { type CampaignGroup, campaignGroup } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface CampaignOption {
  id: number;
  nickname: string;
  group: CampaignGroup | null;
}

export async function fetchCampaignOptions(signal?: AbortSignal): Promise<CampaignOption[]> {
  const data = await apiRequest(listCampaigns, { signal });
  return data.campaigns.map((campaign) => ({
    id: campaign.campaignId,
    nickname: campaign.campaignNickname,
    group: campaignGroup(campaign),
  }));
}

/** The account's campaigns of one group (calls, leads or branded), for the campaign filter. */
export function useCampaignOptions(group: CampaignGroup) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    ...queryOptions({
      queryKey: [...statisticsKey(globalId), 'campaign-options'] as const,
      queryFn: ({ signal }) => fetchCampaignOptions(signal),
      staleTime: 5 * 60_000,
    }),
    select: (campaigns) => campaigns.filter((campaign) => campaign.group === group),
    enabled: globalId > 0,
  });
}
