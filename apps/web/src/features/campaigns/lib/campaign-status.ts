import type { Campaign } from '@vanbid/contract';
import { type CampaignStatus, deriveCampaignStatus, toCents } from '@vanbid/domain';

/** A campaign's status against the wallet's balance (dollars; undefined while it loads). */
export function campaignStatusOf(campaign: Campaign, balance: number | undefined): CampaignStatus {
  return deriveCampaignStatus({
    isActive: campaign.is_active,
    spentTodayCents: toCents(campaign.spentToday),
    limitCents: toCents(campaign.limit),
    nextPriceCents: campaign.leadCost === null ? null : toCents(campaign.leadCost),
    balanceCents: balance === undefined ? null : toCents(balance),
  });
}
