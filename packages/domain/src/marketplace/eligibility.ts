import type { CampaignGroup } from '../campaigns';
import type { BidDistance, Weekday } from '../min-hourly-bids';
import { type BudgetCaps, type CapSpend, capLossReasonOf } from './budget-caps';
import type { LossReason } from './loss-reasons';
import { isInGeography } from './market-rules';

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

/** What of a campaign decides whether an offer is its kind of offer at all (its settings). */
export interface OfferFit {
  isActive: boolean;
  group: CampaignGroup;
  distance: BidDistance;
  /** ZIP codes the campaign buys from; null buys from anywhere. */
  zipCodes: ReadonlySet<string> | null;
  hours: BuyingHours;
}

/** What of a campaign decides whether it can buy now (what sales change). */
export interface MarketFit extends BudgetCaps, CapSpend {
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

/** One campaign as the engine sees it at the moment of the offer. */
export type Candidate = OfferFit & MarketFit;

/** True when `time` (`HH:mm`) falls in one of the day's ranges. */
export function isWithinBuyingHours(hours: BuyingHours, day: Weekday, time: string): boolean {
  return (hours[day] ?? []).some((range) => range.from <= time && time < range.to);
}

/**
 * The first reason this campaign cannot buy the offer, or null when it may bid. The checks run in
 * the order of LOSS_REASONS; money checks use the campaign's own price.
 */
export function lossReasonOf(candidate: Candidate, offer: Offer): Exclude<LossReason, 'outbid'> | null {
  return offerLossReasonOf(candidate, offer) ?? marketLossReasonOf(candidate);
}

/**
 * The first of `lossReasonOf`'s reasons that only the campaign's settings and the offer decide
 * (switched off, kind, distance, geography, hours): the same for every offer of one kind, place
 * and minute, so an engine may decide it once for many.
 */
export function offerLossReasonOf(
  campaign: OfferFit,
  offer: Offer,
): Extract<LossReason, 'inactive' | 'lead_type' | 'distance' | 'geography' | 'hours'> | null {
  if (!campaign.isActive) return 'inactive';
  if (campaign.group !== offer.group) return 'lead_type';
  if (campaign.distance !== offer.distance) return 'distance';
  if (!isInGeography(campaign.zipCodes, offer.fromZip)) return 'geography';
  if (!isWithinBuyingHours(campaign.hours, offer.easternDay, offer.easternTime)) return 'hours';
  return null;
}

/** The rest of `lossReasonOf`'s reasons, in order: what the sales so far have left (limit, caps, calls, funds, phone). */
export function marketLossReasonOf(
  campaign: MarketFit,
): Extract<
  LossReason,
  'daily_limit' | 'weekly_cap' | 'monthly_cap' | 'concurrency' | 'funds' | 'duplicate'
> | null {
  if (
    campaign.dailyLimitCents !== null &&
    campaign.spentTodayCents + campaign.priceCents > campaign.dailyLimitCents
  )
    return 'daily_limit';
  const cap = capLossReasonOf(campaign);
  if (cap) return cap;
  if (campaign.concurrentCalls !== null && campaign.activeCalls >= campaign.concurrentCalls)
    return 'concurrency';
  if (campaign.balanceCents < campaign.priceCents) return 'funds';
  if (campaign.isDuplicate) return 'duplicate';
  return null;
}
