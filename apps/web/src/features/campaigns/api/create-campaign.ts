import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  advancedSettings,
  type CampaignHoursInput,
  duplicateCampaign,
  notifyCampaignCreation,
} from '@vanbid/contract';
import { useRef } from 'react';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { campaignListsKey } from './get-campaigns';

export interface NewCampaign {
  offerId: number;
  nickname: string;
  limit: number;
  bidPercent: number;
  hours: CampaignHoursInput;
  geoTemplateId: number | null;
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
      const { offerId: _offerId, ...settings } = input;
      await apiRequest(advancedSettings, { body: { campaignId, timezone, ...settings } });
      const { campaign } = await apiRequest(notifyCampaignCreation, {
        body: { campaign_id: campaignId, timezone },
      });
      copy.current = null;
      return campaign;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignListsKey(globalId) }),
  });
}
