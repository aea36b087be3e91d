import type { Campaign } from '@vanbid/contract';
import { type CampaignStatus, deriveCampaignStatus, deriveCapStop, toCents } from '@vanbid/domain';

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
  const nextPriceCents = campaign.leadCost === null ? null : toCents(campaign.leadCost);
  const status = deriveCampaignStatus({
    isActive: campaign.is_active,
    spentTodayCents: toCents(campaign.spentToday),
    limitCents: toCents(campaign.limit),
    nextPriceCents,
    balanceCents: balance === undefined ? null : toCents(balance),
    hours: campaign.hours,
    pausedBy: firstName(campaign.pausedBy),
    pausedAt: campaign.pausedAt,
    timeZone,
    now,
  });
  // A cap stops it for the rest of the week or month: said before "outside its hours".
  const isOn = status.status === 'buying' || status.status === 'outside-hours';
  return isOn ? (capStopOf(campaign, nextPriceCents) ?? status) : status;
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
