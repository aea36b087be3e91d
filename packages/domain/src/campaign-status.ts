// Why an active campaign is not buying right now (issue #17: "campaigns paused by funds or
// limits say why"). Money in cents, so a limit is never missed by a rounding error.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isBuyingHourNow, nextBuyingStart, weekdayTime } from './buying-hours';
import type { BuyingHours } from './marketplace/eligibility';
import { EASTERN_TIME_ZONE } from './time-zones';

export type CampaignBuyingStatus =
  | 'buying'
  | 'paused'
  | 'out-of-funds'
  | 'daily-limit'
  | 'outside-hours'
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
  /** Its buying hours (Eastern); left out, hours are not judged. */
  hours?: BuyingHours;
  /** Who switched it off and when (ISO); null when not known. */
  pausedBy?: string | null;
  pausedAt?: string | null;
  /** The zone the owner reads times in (default Eastern) and the moment judged (default now). */
  timeZone?: string;
  now?: Date;
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

/** "Paused by Dana on Nov 24" when who and when are known, else "Paused". */
function pausedStatus(input: CampaignStatusInput): CampaignStatus {
  const zone = input.timeZone ?? EASTERN_TIME_ZONE;
  const at = input.pausedAt ? new Date(input.pausedAt) : null;
  const on =
    at && !Number.isNaN(at.getTime()) ? ` on ${format(new TZDate(at.getTime(), zone), 'MMM d')}` : '';
  const by = input.pausedBy ? ` by ${input.pausedBy}` : '';
  return { status: 'paused', label: `Paused${by}${on}`, reason: null };
}

/** Switched on but outside its buying hours now: when it buys again, in the owner's zone. */
function outsideHoursStatus(input: CampaignStatusInput): CampaignStatus | null {
  const now = input.now ?? new Date();
  if (!input.hours || isBuyingHourNow(input.hours, now)) return null;
  const next = nextBuyingStart(input.hours, now);
  if (!next)
    return {
      status: 'outside-hours',
      label: 'Outside its hours — no buying hours set',
      reason: 'It has no day with buying hours, so it buys nothing. Set its hours.',
    };
  return {
    status: 'outside-hours',
    label: `Outside its hours — buys again ${weekdayTime(next, input.timeZone ?? EASTERN_TIME_ZONE)}`,
    reason: null,
  };
}

/** Paused, stopped by the wallet or its daily limit, outside its buying hours, or buying. */
export function deriveCampaignStatus(input: CampaignStatusInput): CampaignStatus {
  if (!input.isActive) return pausedStatus(input);
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
  return outsideHoursStatus(input) ?? { status: 'buying', label: 'Active', reason: null };
}
