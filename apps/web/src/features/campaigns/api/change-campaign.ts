import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { type CampaignList, campaignListsKey } from './get-campaigns';

/** How one setting is saved: the call, what the user sees at once, and the toast on success. */
export interface CampaignSetting<V> {
  send: (campaignId: number, value: V, timezone: string) => Promise<{ campaign: Campaign }>;
  patch: (value: V, campaign: Campaign) => Partial<Campaign>;
  success: string;
}

function replaceCampaign(
  list: CampaignList | undefined,
  campaignId: number,
  next: (c: Campaign) => Campaign,
) {
  if (!list) return list;
  return {
    ...list,
    campaigns: list.campaigns.map((campaign) =>
      campaign.campaignId === campaignId ? next(campaign) : campaign,
    ),
  };
}

/**
 * One inline edit of a campaign: shown at once in every cached list (optimistic), saved, then
 * replaced by the server's campaign; on failure the lists roll back and a toast says why.
 */
export function useCampaignChange<V>(setting: CampaignSetting<V>) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { zone } = useTimeZone();
  const listsKey = campaignListsKey(useSession()?.globalId ?? 0);
  return useMutation({
    mutationFn: ({ campaignId, value }: { campaignId: number; value: V }) =>
      setting.send(campaignId, value, zone),
    onMutate: async ({ campaignId, value }) => {
      await queryClient.cancelQueries({ queryKey: listsKey });
      const previous = queryClient.getQueriesData<CampaignList>({ queryKey: listsKey });
      queryClient.setQueriesData<CampaignList>({ queryKey: listsKey }, (list) =>
        replaceCampaign(list, campaignId, (campaign) => ({ ...campaign, ...setting.patch(value, campaign) })),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
      enqueueSnackbar(`Not saved: ${errorMessage(error)}`, { variant: 'error' });
    },
    onSuccess: ({ campaign }, { campaignId }) => {
      // Lists in other zones keep their own lastBuyDate; the rest is the server's.
      queryClient.setQueriesData<CampaignList>({ queryKey: listsKey }, (list) =>
        replaceCampaign(list, campaignId, (cached) => ({ ...campaign, lastBuyDate: cached.lastBuyDate })),
      );
      enqueueSnackbar(setting.success, { variant: 'success' });
    },
  });
}
