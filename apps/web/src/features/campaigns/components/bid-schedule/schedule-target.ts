import type { Campaign } from '@vanbid/contract';
import type { BidDistance } from '@vanbid/domain';
import { bidDistanceOfLeadType, campaignTypeLabel } from '@vanbid/domain';

/** Whose schedule: a campaign type and distance; with a campaign, its type in words and bid. */
export interface ScheduleTarget {
  campaignTypeId: number;
  distance: BidDistance;
  /** "Moving leads · Local": the title's plain words, never a marketplace code. */
  typeLabel?: string;
  campaignName?: string;
  bidPercent?: number;
}

export function scheduleTargetOf(campaign: Campaign): ScheduleTarget {
  return {
    campaignTypeId: campaign.campaignTypeId,
    distance: bidDistanceOfLeadType(campaign.leadType),
    typeLabel: `${campaignTypeLabel(campaign.type)} · ${campaign.leadType}`,
    campaignName: campaign.nickname,
    bidPercent: campaign.bidPercent,
  };
}
