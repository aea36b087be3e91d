import type { Campaign } from '@vanbid/contract';
import { type CampaignStatus, deriveCampaignStatus, deriveCapStop, toCents } from '@vanbid/domain';

/** A campaign's status against the wallet's balance (dollars; undefined while it loads). */
export function campaignStatusOf(campaign: Campaign, balance: number | undefined): CampaignStatus {
  const nextPriceCents = campaign.leadCost === null ? null : toCents(campaign.leadCost);
  const status = deriveCampaignStatus({
    isActive: campaign.is_active,
    spentTodayCents: toCents(campaign.spentToday),
    limitCents: toCents(campaign.limit),
    nextPriceCents,
    balanceCents: balance === undefined ? null : toCents(balance),
  });
  return status.status === 'buying' ? (capStopOf(campaign, nextPriceCents) ?? status) : status;
}

/** Stopped by its weekly or monthly cap (checked once it is on, funded and under its daily limit). */
function capStopOf(campaign: Campaign, nextPriceCents: number | null): CampaignStatus | null {
  const cents = (dollars: number | null) => (dollars === null ? null : toCents(dollars));
  return deriveCapStop({
    weeklyCapCents: cents(campaign.weeklyCap),
    monthlyCapCents: cents(campaign.monthlyCap),
    spentWeekCents: toCents(campaign.spentThisWeek),
    spentMonthCents: toCents(campaign.spentThisMonth),
    nextPriceCents,
  });
}
