import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataOf, listCampaigns } from '@vanbid/contract';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';

export type CampaignList = DataOf<typeof listCampaigns>;

/** Every cached campaign list of the account (one per time zone). */
export const campaignListsKey = (globalId: number) => accountKey(globalId, 'campaigns');

export function campaignsQueryOptions(globalId: number, timezone: string) {
  return queryOptions({
    queryKey: [...campaignListsKey(globalId), timezone] as const,
    queryFn: ({ signal }) => apiRequest(listCampaigns, { query: { timezone }, signal }),
  });
}

/**
 * The account's campaigns and available campaigns, times in the user's zone (`GET /campaigns`),
 * fetched again when the server announces new payouts, bids or competitiveness.
 */
export function useCampaigns() {
  const globalId = useSession()?.globalId ?? 0;
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: campaignListsKey(globalId) });
  useServerEvent('UPDATE_PAYOUT', refetch);
  useServerEvent('bid_recalculation', refetch);
  useServerEvent('BID_COMPETITIVENESS', refetch);
  return useQuery({ ...campaignsQueryOptions(globalId, zone), enabled: globalId > 0 });
}
