import type { CampaignGroup } from '../campaigns';
import type { BidDistance, Weekday } from '../min-hourly-bids';
import type { LossReason } from './loss-reasons';

/** Weekday → time ranges in Eastern time (`HH:mm`, `to` exclusive). A day without ranges buys nothing. */
export type BuyingHours = Partial<Record<Weekday, readonly { from: string; to: string }[]>>;

/** What the market offers: a lead or a call, where from and to, when (Eastern time). */
export interface Offer {
  group: CampaignGroup;
  distance: BidDistance;
  /** The ZIP the campaign's geography is matched against (the move's origin). */
  fromZip: string;
  easternDay: Weekday;
  /** `HH:mm` in Eastern time. */
  easternTime: string;
}

/** One campaign as the engine sees it at the moment of the offer. */
export interface Candidate {
  isActive: boolean;
  group: CampaignGroup;
  distance: BidDistance;
  /** ZIP codes the campaign buys from; null buys from anywhere. */
  zipCodes: ReadonlySet<string> | null;
  hours: BuyingHours;
  /** Leads: the daily spend limit and what was spent today (Eastern day), in cents. */
  dailyLimitCents: number | null;
  spentTodayCents: number;
  /** Calls: how many calls it may take at once, and how many are ringing or in progress. */
  concurrentCalls: number | null;
  activeCalls: number;
  balanceCents: number;
  /** The same phone was sold to the same account in the last 30 days. */
  isDuplicate: boolean;
  /** Its price for this offer: the effective bid of the hour. */
  priceCents: number;
}

/** True when `time` (`HH:mm`) falls in one of the day's ranges. */
export function isWithinBuyingHours(hours: BuyingHours, day: Weekday, time: string): boolean {
  return (hours[day] ?? []).some((range) => range.from <= time && time < range.to);
}

/**
 * The first reason this campaign cannot buy the offer, or null when it may bid. The checks run in
 * the order of LOSS_REASONS; money checks use the campaign's own price.
 */
export function lossReasonOf(candidate: Candidate, offer: Offer): Exclude<LossReason, 'outbid'> | null {
  if (!candidate.isActive) return 'inactive';
  if (candidate.group !== offer.group) return 'lead_type';
  if (candidate.distance !== offer.distance) return 'distance';
  if (candidate.zipCodes && !candidate.zipCodes.has(offer.fromZip)) return 'geography';
  if (!isWithinBuyingHours(candidate.hours, offer.easternDay, offer.easternTime)) return 'hours';
  if (
    candidate.dailyLimitCents !== null &&
    candidate.spentTodayCents + candidate.priceCents > candidate.dailyLimitCents
  )
    return 'daily_limit';
  if (candidate.concurrentCalls !== null && candidate.activeCalls >= candidate.concurrentCalls)
    return 'concurrency';
  if (candidate.balanceCents < candidate.priceCents) return 'funds';
  if (candidate.isDuplicate) return 'duplicate';
  return null;
}
