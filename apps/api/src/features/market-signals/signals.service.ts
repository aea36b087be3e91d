import {
  type ForecastData,
  type getBidForecast,
  type getMissedOpportunities,
  MISSED_MAX_DAYS,
  MISSED_REASONS,
  type MissedData,
  type MissedReason,
} from '@vanbid/contract';
import {
  effectiveBidCents,
  forecastBid,
  forecastLevels,
  fromCents,
  LEAD_BUYERS_DEFAULT,
  normalizeDay,
  percentToBeat,
  weeklyForecast,
} from '@vanbid/domain';
import type { z } from 'zod';
import { easternMoment } from '../../platform/clock/eastern-moment';
import type { Queryable } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import {
  countDecisions,
  countOutsideAreas,
  countPausedOffers,
  findSignalCampaign,
  listPastAuctions,
  readSlotMinimums,
  type SignalCampaign,
} from './signals.queries';

type MissedQuery = z.output<NonNullable<(typeof getMissedOpportunities)['query']>>;

const DAY_MS = 86_400_000;
const FORECAST_WEEKS = 4;

async function ownCampaign(db: Queryable, accountId: number, campaignId: number): Promise<SignalCampaign> {
  const campaign = await findSignalCampaign(db, accountId, campaignId);
  if (!campaign) throw notFound('Campaign');
  return campaign;
}

/** The minimum of the Eastern hour now for the campaign, in cents; null without minimums. */
function minimumNow(minimums: Map<string, number>, now: Date): number | null {
  const { day, hour } = easternMoment(now);
  return minimums.get(`${day}:${hour}`) ?? null;
}

function checkRange(from: string, to: string): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new AppError('VALIDATION_FAILED', 'from must not be after to', { from: 'After to' });
  if (days > MISSED_MAX_DAYS) {
    const message = `At most ${MISSED_MAX_DAYS} days`;
    throw new AppError('VALIDATION_FAILED', message, { to: message });
  }
}

/** "Why didn't I get it?": the campaign's lost offers in the range by reason, with the outbid prices. */
export async function getMissed(
  db: Queryable,
  accountId: number,
  campaignId: number,
  query: MissedQuery,
  now: Date = new Date(),
): Promise<MissedData> {
  const range = { from: normalizeDay(query.from), to: normalizeDay(query.to), timeZone: query.timezone };
  checkRange(range.from, range.to);
  const campaign = await ownCampaign(db, accountId, campaignId);
  const [decisions, outsideAreas, pausedOffers, minimums] = await Promise.all([
    countDecisions(db, campaign.id, range),
    countOutsideAreas(db, campaign, range),
    countPausedOffers(db, campaign, range),
    readSlotMinimums(db, campaign),
  ]);
  const missed = Object.fromEntries(MISSED_REASONS.map((reason) => [reason, 0])) as Record<
    MissedReason,
    number
  >;
  let won = 0;
  for (const row of decisions.reasons) {
    if (row.reason === null) won += Number(row.offers);
    else if ((MISSED_REASONS as readonly string[]).includes(row.reason))
      missed[row.reason as MissedReason] += Number(row.offers);
  }
  missed.geography += outsideAreas;
  missed.paused += pausedOffers;
  const minCents = minimumNow(minimums, now);
  const { clearing } = decisions;
  const median = clearing?.median === null || clearing?.median === undefined ? null : Number(clearing.median);
  return {
    campaign: { id: campaign.id, nickname: campaign.nickname },
    won,
    missed,
    clearing_prices:
      median === null
        ? null
        : {
            low: fromCents(Number(clearing!.low)),
            median: fromCents(median),
            high: fromCents(Number(clearing!.high)),
          },
    current_bid: minCents === null ? null : fromCents(effectiveBidCents(minCents, campaign.bidPercent)),
    suggested_percent: median === null || minCents === null ? null : percentToBeat(minCents, median),
  };
}

/**
 * What a bid would have bought a week: the last 4 weeks of the campaign's auctions from the area it
 * buys in now, and the market's offers from an area it added since, replayed against it within its
 * hours, daily limit and caps.
 */
export async function getForecast(
  db: Queryable,
  accountId: number,
  campaignId: number,
  query: z.output<NonNullable<(typeof getBidForecast)['query']>>,
  now: Date = new Date(),
): Promise<ForecastData> {
  const campaign = await ownCampaign(db, accountId, campaignId);
  const [auctions, minimums] = await Promise.all([
    listPastAuctions(db, campaign, now),
    readSlotMinimums(db, campaign),
  ]);
  const buyers = campaign.group === 'leads' ? LEAD_BUYERS_DEFAULT : 1;
  const offers = auctions.flatMap((auction) => {
    const slotMinCents = minimums.get(auction.slot);
    if (slotMinCents === undefined) return [];
    const blocked = auction.lossReason !== null && auction.lossReason !== 'outbid';
    const at = { date: auction.date, weekday: auction.weekday, time: auction.time };
    return [{ slotMinCents, rivalPricesCents: auction.rivalPricesCents, buyers, blocked, at }];
  });
  const ageWeeks = (now.getTime() - campaign.createdAt.getTime()) / (7 * DAY_MS);
  const weeks = Math.min(FORECAST_WEEKS, Math.max(1 / 7, ageWeeks));
  const minCents = minimumNow(minimums, now);
  const { caps } = campaign;
  const limits = { dailyLimitCents: campaign.dailyLimitCents, hours: campaign.hours, ...caps };
  const level = (percent: number) => {
    const result = forecastBid(offers, percent, limits);
    const week = weeklyForecast(result, weeks, campaign.dailyLimitCents, caps);
    return {
      percent,
      bid: minCents === null ? null : fromCents(effectiveBidCents(minCents, percent)),
      per_week: Math.round(week.wins * 10) / 10,
      win_rate: result.winRate,
      spend_per_week: fromCents(Math.round(week.spendCents)),
    };
  };
  return {
    offers: offers.length,
    weeks: Math.round(weeks * 100) / 100,
    forecast: level(query.percent),
    levels: forecastLevels(query.percent).map(level),
  };
}
