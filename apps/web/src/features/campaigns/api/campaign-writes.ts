import {
  editNickname,
  saveActiveStatus,
  saveConcurrentCall,
  saveTimeout,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import { effectiveBid, formatLeadsLimit } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { useCampaignChange } from './change-campaign';

/** The inline edits of the campaign list: each a call of docs/product.md §4 with its optimistic patch. */
export function useCampaignWrites() {
  return {
    nickname: useCampaignChange<string>({
      send: (campaignId, nickname, timezone) =>
        apiRequest(editNickname, { body: { campaignId, timezone, nickname } }),
      patch: (nickname) => ({ nickname, campaignNickname: nickname }),
      success: 'Name saved',
    }),
    limit: useCampaignChange<number>({
      send: (campaignId, limit, timezone) =>
        apiRequest(updateLimit, { params: { id: campaignId }, body: { timezone, limit } }),
      patch: (limit, campaign) => ({ limit, leadsLimit: formatLeadsLimit(campaign.spentToday, limit) }),
      success: 'Daily limit saved',
    }),
    active: useCampaignChange<boolean>({
      send: (campaignId, isActive, timezone) =>
        apiRequest(saveActiveStatus, { body: { campaignId, timezone, is_active: isActive } }),
      patch: (isActive) => ({ is_active: isActive }),
      success: 'Status saved',
    }),
    concurrency: useCampaignChange<number>({
      send: (campaignId, calls, timezone) =>
        apiRequest(saveConcurrentCall, { body: { campaignId, timezone, concurrent_call: calls } }),
      patch: (calls) => ({ concurrentCalls: calls }),
      success: 'Concurrent calls saved',
    }),
    timeout: useCampaignChange<number>({
      send: (campaignId, seconds, timezone) =>
        apiRequest(saveTimeout, { body: { campaignId, timezone, value: seconds } }),
      patch: (seconds) => ({ timeoutPerCall: seconds }),
      success: 'Timeout saved',
    }),
    bid: useCampaignChange<number>({
      send: (campaignId, bidPercent, timezone) =>
        apiRequest(setCompanyHourlyBid, { body: { campaignId, timezone, bidPercent } }),
      patch: (bidPercent, campaign) => ({
        bidPercent,
        leadCost: campaign.minBid === null ? null : effectiveBid(campaign.minBid, bidPercent),
      }),
      success: 'Bid saved',
    }),
  };
}

export type CampaignWrites = ReturnType<typeof useCampaignWrites>;
