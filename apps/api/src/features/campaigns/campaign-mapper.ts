import type { AvailableCampaign, Campaign } from '@vanbid/contract';
import { effectiveBidCents, formatLeadsLimit, fromCents } from '@vanbid/domain';
import type { CampaignRow } from './campaigns.queries';
import type { OfferRow } from './offers.queries';

/** A campaign row → the wire (docs/product.md §4), priced at the current Eastern hour's minimum. */
export function toCampaign(row: CampaignRow, dayInZone: Campaign['dayInZone']): Campaign {
  const minCents = row.min_bid_cents;
  const limit = fromCents(row.leads_limit_cents);
  const spentToday = fromCents(row.spent_today_cents);
  return {
    _id: row.id,
    campaignId: row.id,
    is_active: row.is_active,
    lastBuyDate: row.last_buy_date,
    minBid: minCents === null ? null : fromCents(minCents),
    leadCost: minCents === null ? null : fromCents(effectiveBidCents(minCents, row.bid_percent)),
    bidPercent: row.bid_percent,
    leadsLimit: formatLeadsLimit(spentToday, limit),
    limit,
    spentToday,
    weeklyCap: row.weekly_cap_cents === null ? null : fromCents(Number(row.weekly_cap_cents)),
    monthlyCap: row.monthly_cap_cents === null ? null : fromCents(Number(row.monthly_cap_cents)),
    spentThisWeek: fromCents(Number(row.spent_week_cents)),
    spentThisMonth: fromCents(Number(row.spent_month_cents)),
    purchasesToday: Number(row.purchases_today),
    dayInZone,
    campaignNickname: row.nickname,
    nickname: row.nickname,
    concurrentCalls: row.concurrent_calls,
    timeoutPerCall: row.timeout_seconds,
    parent: row.parent,
    type: row.type,
    leadType: row.lead_type,
    campaignTypeId: row.campaign_type_id,
    company: row.company,
    hours: row.hours,
    geoTemplateId: row.geo_template_id,
    region: row.region,
    pausedBy: row.paused_by,
    pausedAt: row.paused_at,
    competitiveness:
      row.competitiveness_band === null
        ? null
        : { band: row.competitiveness_band, winRate: Number(row.win_rate_percent) },
  };
}

export function toAvailableCampaign(offer: OfferRow): AvailableCampaign {
  const minCents = offer.minBidCents;
  return {
    _id: offer.id,
    campaignId: offer.id,
    parent: offer.parent,
    type: offer.type,
    leadType: offer.leadType,
    company: offer.company,
    campaignTypeId: offer.campaignTypeId,
    region: offer.region,
    description: offer.description,
    minBid: minCents === null ? null : fromCents(minCents),
  };
}
