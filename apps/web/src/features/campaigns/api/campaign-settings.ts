import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  advancedSettings,
  type Campaign,
  type CampaignHoursInput,
  editNickname,
  saveActiveStatus,
  saveBudgetCaps,
  saveCompanyHours,
  saveConcurrentCall,
  saveTimeout,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import { effectiveBid, formatLeadsLimit } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { type AreaChoice, areaSettings } from '../lib/area-choice';
import { type CampaignList, campaignListsKey } from './campaigns';

/** A campaign's weekly and monthly caps in dollars (null: none), saved together. */
export type BudgetCaps = Pick<Campaign, 'weeklyCap' | 'monthlyCap'>;

/** How one setting is saved: the call, what the user sees at once, and the toast on success. */
export interface CampaignSetting<V> {
  send: (campaignId: number, value: V, timezone: string) => Promise<{ campaign: Campaign }>;
  patch: (value: V, campaign: Campaign) => Partial<Campaign>;
  /** The toast on success; null when the caller says it itself (pausing offers Undo). */
  success: string | ((value: V) => string | null);
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
    onSuccess: ({ campaign }, { campaignId, value }) => {
      // Lists in other zones keep their own lastBuyDate; the rest is the server's.
      queryClient.setQueriesData<CampaignList>({ queryKey: listsKey }, (list) =>
        replaceCampaign(list, campaignId, (cached) => ({ ...campaign, lastBuyDate: cached.lastBuyDate })),
      );
      const message = typeof setting.success === 'string' ? setting.success : setting.success(value);
      if (message) enqueueSnackbar(message, { variant: 'success' });
    },
  });
}

/**
 * A setting's save as the cards use it: `mutate` and `mutateAsync`, the same functions on every
 * render (the mutation's state, which changes, is left out).
 */
function useWrite<V>(setting: CampaignSetting<V>) {
  const { mutate, mutateAsync } = useCampaignChange(setting);
  return useMemo(() => ({ mutate, mutateAsync }), [mutate, mutateAsync]);
}

/** The inline edits of the campaign list: each a call of docs/product.md §4 with its optimistic patch. */
export function useCampaignWrites() {
  const writes = {
    nickname: useWrite<string>({
      send: (campaignId, nickname, timezone) =>
        apiRequest(editNickname, { body: { campaignId, timezone, nickname } }),
      patch: (nickname) => ({ nickname, campaignNickname: nickname }),
      success: 'Name saved',
    }),
    limit: useWrite<number>({
      send: (campaignId, limit, timezone) =>
        apiRequest(updateLimit, { params: { id: campaignId }, body: { timezone, limit } }),
      patch: (limit, campaign) => ({ limit, leadsLimit: formatLeadsLimit(campaign.spentToday, limit) }),
      // Said with an Undo by the card (useLimitWithUndo).
      success: () => null,
    }),
    caps: useWrite<BudgetCaps>({
      send: (campaignId, caps, timezone) =>
        apiRequest(saveBudgetCaps, {
          body: { campaignId, timezone, weekly_cap: caps.weeklyCap, monthly_cap: caps.monthlyCap },
        }),
      patch: (caps) => caps,
      success: 'Budget caps saved',
    }),
    active: useWrite<boolean>({
      send: (campaignId, isActive, timezone) =>
        apiRequest(saveActiveStatus, { body: { campaignId, timezone, is_active: isActive } }),
      patch: (isActive) => ({ is_active: isActive }),
      success: (isActive) => (isActive ? 'Campaign switched on' : null),
    }),
    concurrency: useWrite<number>({
      send: (campaignId, calls, timezone) =>
        apiRequest(saveConcurrentCall, { body: { campaignId, timezone, concurrent_call: calls } }),
      patch: (calls) => ({ concurrentCalls: calls }),
      success: 'Concurrent calls saved',
    }),
    timeout: useWrite<number>({
      send: (campaignId, seconds, timezone) =>
        apiRequest(saveTimeout, { body: { campaignId, timezone, value: seconds } }),
      patch: (seconds) => ({ timeoutPerCall: seconds }),
      success: 'Timeout saved',
    }),
    bid: useWrite<number>({
      send: (campaignId, bidPercent, timezone) =>
        apiRequest(setCompanyHourlyBid, { body: { campaignId, timezone, bidPercent } }),
      patch: (bidPercent, campaign) => ({
        bidPercent,
        leadCost: campaign.minBid === null ? null : effectiveBid(campaign.minBid, bidPercent),
      }),
      success: 'Bid saved',
    }),
    hours: useWrite<CampaignHoursInput>({
      send: (campaignId, hours, timezone) =>
        apiRequest(saveCompanyHours, { body: { campaignId, timezone, hours } }),
      patch: (hours) => ({ hours: hours as Campaign['hours'] }),
      success: 'Buying hours saved',
    }),
    area: useWrite<AreaChoice>({
      send: (campaignId, area, timezone) =>
        apiRequest(advancedSettings, { body: { campaignId, timezone, ...areaSettings(area) } }),
      patch: (area) =>
        area.kind === 'template'
          ? { geoTemplateId: area.geoTemplateId, region: null }
          : area.kind === 'states'
            ? { region: { kind: 'states', states: area.states } }
            : {}, // the radius's town comes with the answer
      success: 'Area saved',
    }),
  };
  const { nickname, limit, caps, active, concurrency, timeout, bid, hours, area } = writes;
  // One object for the page's life: the cards it is passed to are not rendered again for it.
  return useMemo(
    () => ({ nickname, limit, caps, active, concurrency, timeout, bid, hours, area }),
    [nickname, limit, caps, active, concurrency, timeout, bid, hours, area],
  );
}

export type CampaignWrites = ReturnType<typeof useCampaignWrites>;
