import type { Campaign } from '@vanbid/contract';
import { type CampaignStatus, deriveCampaignStatus, toCents } from '@vanbid/domain';

/** "Dana Whitfield" → "Dana": the card says "Paused by Dana on Nov 24". */
function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

/**
 * A campaign's status against the wallet's balance (dollars; undefined while it loads), its
 * buying hours at `now` and who paused it, with times in `timeZone`.
 */
export function campaignStatusOf(
  campaign: Campaign,
  balance: number | undefined,
  timeZone: string,
  now: Date,
): CampaignStatus {
  return deriveCampaignStatus({
    isActive: campaign.is_active,
    spentTodayCents: toCents(campaign.spentToday),
    limitCents: toCents(campaign.limit),
    nextPriceCents: campaign.leadCost === null ? null : toCents(campaign.leadCost),
    balanceCents: balance === undefined ? null : toCents(balance),
    hours: campaign.hours,
    pausedBy: firstName(campaign.pausedBy),
    pausedAt: campaign.pausedAt,
    timeZone,
    now,
  });
}
