import type { Campaign } from '@vanbid/contract';
import type { BidDistance } from '@vanbid/domain';
import { bidDistanceOfLeadType } from '@vanbid/domain';

/** Whose schedule: a campaign type and distance; with a campaign, its company label and bid. */
export interface ScheduleTarget {
  campaignTypeId: number;
  distance: BidDistance;
  companyLabel?: string;
  campaignName?: string;
  bidPercent?: number;
}

export function scheduleTargetOf(campaign: Campaign): ScheduleTarget {
  return {
    campaignTypeId: campaign.campaignTypeId,
    distance: bidDistanceOfLeadType(campaign.leadType),
    companyLabel: campaign.company,
    campaignName: campaign.nickname,
    bidPercent: campaign.bidPercent,
  };
}
