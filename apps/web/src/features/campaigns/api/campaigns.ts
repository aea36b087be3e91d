import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  advancedSettings,
  type CampaignHoursInput,
  type DataOf,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  notifyCampaignCreation,
} from '@vanbid/contract';
import { useRef } from 'react';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { type AreaChoice, areaSettings } from '../lib/area-choice';

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
 * fetched again when the server announces new bids or competitiveness (a sale's count and spend
 * come from `useCampaignsWithToday`, without reading the whole list again).
 */
export function useCampaigns() {
  const globalId = useSession()?.globalId ?? 0;
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: campaignListsKey(globalId) });
  useServerEvent('bid_recalculation', refetch);
  useServerEvent('BID_COMPETITIVENESS', refetch);
  return useQuery({ ...campaignsQueryOptions(globalId, zone), enabled: globalId > 0 });
}

/**
 * One campaign (`GET /campaigns/:id`), for `/campaigns?campaignId=`: a notification's campaign is
 * read fresh and put into the cached lists; an id of no campaign of the account is a 404.
 */
export function useCampaign(campaignId: number | null) {
  const globalId = useSession()?.globalId ?? 0;
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: accountKey(globalId, 'campaign', campaignId, zone),
    queryFn: async ({ signal }) => {
      const campaign = await apiRequest(getCampaign, {
        params: { id: campaignId ?? 0 },
        query: { timezone: zone },
        signal,
      });
      queryClient.setQueryData<CampaignList>([...campaignListsKey(globalId), zone], (list) =>
        list
          ? {
              ...list,
              campaigns: list.campaigns.map((item) =>
                item.campaignId === campaign.campaignId ? campaign : item,
              ),
            }
          : list,
      );
      return campaign;
    },
    enabled: globalId > 0 && campaignId !== null,
  });
}

export interface NewCampaign {
  offerId: number;
  nickname: string;
  limit: number;
  bidPercent: number;
  hours: CampaignHoursInput;
  area: AreaChoice;
}

/**
 * Creates a campaign the way docs/product.md §4 says: duplicate the available campaign, set it up
 * (advanced-settings), announce it (notify-creation, which switches it on). A retry after a
 * failed set-up reuses the copy already made instead of duplicating again.
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  const { zone: timezone } = useTimeZone();
  const globalId = useSession()?.globalId ?? 0;
  const copy = useRef<{ offerId: number; campaignId: number } | null>(null);
  return useMutation({
    mutationFn: async (input: NewCampaign) => {
      if (copy.current?.offerId !== input.offerId) {
        const { campaign } = await apiRequest(duplicateCampaign, {
          body: { campaignId: input.offerId, nickname: input.nickname, timezone },
        });
        copy.current = { offerId: input.offerId, campaignId: campaign.campaignId };
      }
      const { campaignId } = copy.current;
      const { offerId: _offerId, area, ...settings } = input;
      await apiRequest(advancedSettings, {
        body: { campaignId, timezone, ...settings, ...areaSettings(area) },
      });
      const { campaign } = await apiRequest(notifyCampaignCreation, {
        body: { campaign_id: campaignId, timezone },
      });
      copy.current = null;
      return campaign;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignListsKey(globalId) }),
  });
}
