import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Campaign, campaignPayoutsEndpoint } from '@vanbid/contract';
import { useMemo } from 'react';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';

/** How often the day's spend is read again while the page is visible, without a sale event. */
const TODAY_REFRESH_MS = 60_000;

export const todayPayoutsKey = (globalId: number) => accountKey(globalId, 'campaign-payouts');

/**
 * Each campaign's purchases and spend of the Eastern day (the daily limit's) and of today in the
 * chosen zone (`GET /campaigns/payouts`): a light read, again on each sale (`UPDATE_PAYOUT`) and
 * every minute while the page is visible.
 */
function useTodayPayouts() {
  const globalId = useSession()?.globalId ?? 0;
  const { zone } = useTimeZone();
  const queryClient = useQueryClient();
  useServerEvent('UPDATE_PAYOUT', () => {
    void queryClient.invalidateQueries({ queryKey: todayPayoutsKey(globalId) });
  });
  return useQuery({
    queryKey: [...todayPayoutsKey(globalId), zone],
    queryFn: ({ signal }) => apiRequest(campaignPayoutsEndpoint, { query: { timezone: zone }, signal }),
    enabled: globalId > 0,
    refetchInterval: TODAY_REFRESH_MS,
  });
}

/** The campaigns with today's count and spend as fresh as `GET /campaigns/payouts` has them. */
export function useCampaignsWithToday(campaigns: Campaign[]): Campaign[] {
  const payouts = useTodayPayouts().data?.payouts;
  return useMemo(() => {
    if (!payouts) return campaigns;
    const byId = new Map(payouts.map((entry) => [entry.campaignId, entry]));
    return campaigns.map((campaign) => {
      const today = byId.get(campaign.campaignId);
      return today
        ? { ...campaign, purchasesToday: today.count, spentToday: today.payout, dayInZone: today.dayInZone }
        : campaign;
    });
  }, [campaigns, payouts]);
}
