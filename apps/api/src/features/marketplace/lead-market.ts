import type { BidDistance, Weekday } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { CandidateRow, OfferArea } from './candidates.queries';
import {
  type LeadMarketRows,
  loadLeadMarket,
  type MarketCampaign,
  type MinimumsOfHour,
  readLeadMarketVersion,
} from './lead-market.queries';

/** The lead market as a batch sees it: its settings, the same for every lead of the batch. */
export interface LeadMarket {
  /**
   * The campaigns switched on, of the area's distance, whose ZIP area holds its origin (or that
   * take any), in id order, with the minimum of the moment. Spend, balance and last buy are not
   * here: a batch reads them with the campaigns and wallets locked.
   */
  candidates(area: OfferArea, moment: { day: Weekday; hour: number }): readonly CandidateRow[];
  /** Per distance, the lead campaigns switched off and on (the out-of-market counts). */
  counts: Record<BidDistance, { inactive: number; active: number }>;
}

/** The lead market's settings, kept in memory and read again whenever its version changed. */
export interface LeadMarketCache {
  /** The market as of the caller's transaction: one small read, plus a reload after an edit. */
  current(tx: Queryable): Promise<LeadMarket>;
}

/**
 * A cache of the lead market's settings for one process (docs/product.md §4, "The marketplace").
 * Every batch reads the market's version in its own transaction: an edit committed before it
 * (a bid, a limit, a ZIP area, a campaign switched off, the minimum bids) is always seen, as when
 * every batch read the campaigns itself; what changes with every sale (spend, balances, last
 * buys) is never kept here.
 */
export function createLeadMarketCache(): LeadMarketCache {
  let held: { version: string; market: LeadMarket } | undefined;
  return {
    async current(tx) {
      const version = await readLeadMarketVersion(tx);
      if (held?.version !== version) held = { version, market: leadMarketOf(await loadLeadMarket(tx)) };
      return held.market;
    },
  };
}

/** The market over its rows: ZIP → areas holding it, and the candidates of each kind of area, built once. */
export function leadMarketOf(rows: LeadMarketRows): LeadMarket {
  const areasOfZip = new Map<string, number[]>();
  for (const area of rows.areas)
    for (const zip of area.zipCodes) {
      const ids = areasOfZip.get(zip);
      if (ids) ids.push(area.id);
      else areasOfZip.set(zip, [area.id]);
    }
  const minimums = new Map<string, MinimumsOfHour>();
  for (const row of rows.minimums) minimums.set(`${row.campaignTypeId} ${row.distance} ${row.hour}`, row);
  const counts = { local: { inactive: 0, active: 0 }, long: { inactive: 0, active: 0 } };
  for (const campaign of rows.campaigns)
    counts[campaign.distance][campaign.isActive ? 'active' : 'inactive'] += 1;

  // ZIPs held by the same areas share one list: a few lists per hour, whatever the number of ZIPs.
  const lists = new Map<string, readonly CandidateRow[]>();
  let listsHour = '';
  return {
    counts,
    candidates(area, moment) {
      const hour = `${moment.day} ${moment.hour}`;
      if (hour !== listsHour) {
        lists.clear();
        listsHour = hour;
      }
      const holding = areasOfZip.get(area.fromZip) ?? [];
      const key = `${area.distance} ${holding.join(',')}`;
      let list = lists.get(key);
      if (!list) {
        const inArea = new Set(holding);
        list = rows.campaigns
          .filter(
            (campaign) =>
              campaign.isActive &&
              campaign.distance === area.distance &&
              (campaign.geoTemplateId === null || inArea.has(campaign.geoTemplateId)),
          )
          .map((campaign) => candidateRowOf(campaign, minimums, moment));
        lists.set(key, list);
      }
      return list;
    },
  };
}

function candidateRowOf(
  campaign: MarketCampaign,
  minimums: ReadonlyMap<string, MinimumsOfHour>,
  moment: { day: Weekday; hour: number },
): CandidateRow {
  const { campaignTypeId, distance, geoTemplateId, ...settings } = campaign;
  const minimum = minimums.get(`${campaignTypeId} ${distance} ${moment.hour}`);
  return {
    ...settings,
    minCents: minimum ? Number(minimum[`${moment.day}_cents`]) : null,
    isInGeography: true,
    lastBuyAt: null,
    spentTodayCents: 0,
    balanceCents: 0,
    activeCalls: 0,
    rechargeThresholdCents: null,
    phone: null,
  };
}
