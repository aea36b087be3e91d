// Why an active campaign is not buying right now (issue #17: "campaigns paused by funds or
// limits say why"). Money in cents, so a limit is never missed by a rounding error.

export type CampaignBuyingStatus =
  | 'buying'
  | 'paused'
  | 'out-of-funds'
  | 'daily-limit'
  /** campaign-cap-status.ts */
  | 'weekly-cap'
  | 'monthly-cap';

export interface CampaignStatusInput {
  isActive: boolean;
  spentTodayCents: number;
  limitCents: number;
  /** What its next call or lead costs now; null when no minimum is known this hour. */
  nextPriceCents: number | null;
  /** The wallet's balance; null while it is loading (then funds are not judged). */
  balanceCents: number | null;
}

export interface CampaignStatus {
  status: CampaignBuyingStatus;
  /** The switch's label: "Active", "Paused", "Stopped: out of funds", … */
  label: string;
  /** One sentence for the owner, or null when the campaign buys or was paused by them. */
  reason: string | null;
}

function isOutOfFunds(input: CampaignStatusInput): boolean {
  if (input.balanceCents === null) return false;
  if (input.nextPriceCents === null) return input.balanceCents <= 0;
  return input.balanceCents < input.nextPriceCents;
}

function isOverDailyLimit(input: CampaignStatusInput): boolean {
  const next = input.nextPriceCents ?? 0;
  return input.spentTodayCents >= input.limitCents || input.spentTodayCents + next > input.limitCents;
}

/** Paused by the owner, stopped by the wallet, stopped by its daily limit, or buying. */
export function deriveCampaignStatus(input: CampaignStatusInput): CampaignStatus {
  if (!input.isActive) return { status: 'paused', label: 'Paused', reason: null };
  if (isOutOfFunds(input))
    return {
      status: 'out-of-funds',
      label: 'Stopped: out of funds',
      reason: 'Your wallet cannot pay for the next purchase, so this campaign buys nothing. Add funds.',
    };
  if (isOverDailyLimit(input))
    return {
      status: 'daily-limit',
      label: 'Stopped for today: daily limit',
      reason: 'It reached its daily limit and buys again after midnight Eastern, or raise the limit.',
    };
  return { status: 'buying', label: 'Active', reason: null };
}
