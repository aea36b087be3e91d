import {
  type BidDistance,
  bidDistanceOfLeadType,
  type CampaignGroup,
  campaignGroup,
  indexMinimums,
  isInGeography,
  minimumCentsAt,
  type Weekday,
} from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { CandidateRow } from './candidates.queries';
import {
  loadSnapshot,
  readMarketVersion,
  type SnapshotCampaignRow,
  type SnapshotRows,
} from './market-snapshot.queries';

/** Where an offer comes from and what it is: the campaigns that may want it. */
export interface MarketArea {
  group: CampaignGroup;
  distance: BidDistance;
  fromZip: string;
}

/** The market's settings as one transaction sees them: the same for every lead and call it sells. */
export interface Market {
  /**
   * The campaigns of the area's group and distance that are switched on and whose ZIP area holds
   * its origin (or that take any), in id order, with the minimum of the moment. Areas held by the
   * same campaigns share one list (the same array). Spend, balances, last buys and live calls are
   * not here: a sale reads them itself (leads with the campaigns and wallets locked).
   */
  candidates(area: MarketArea, moment: { day: Weekday; hour: number }): readonly CandidateRow[];
  /** The area's campaigns switched off, and on but outside their area: counted, not logged (zeros left out). */
  outOfMarket(area: MarketArea, moment: { day: Weekday; hour: number }): Record<string, number>;
}

/** The market's settings, kept in memory and read again whenever its version changed. */
export interface MarketSnapshot {
  /** The market as of the caller's transaction: one small read, plus a reload after an edit. */
  current(tx: Queryable): Promise<Market>;
}

/**
 * A cache of the market's settings (docs/product.md §4, "The marketplace"): campaigns of every
 * group, the minimum bids and the ZIP areas. Every sale reads the market's version in its own
 * transaction: an edit committed before it is always seen, as when every sale read the campaigns
 * itself; what changes with every sale (spend, balances, last buys, live calls) is never kept here.
 * The columns kept are `SNAPSHOT_COLUMNS`, each watched by the version's triggers.
 */
export function createMarketSnapshot(): MarketSnapshot {
  let held: { version: string; market: Market } | undefined;
  return {
    async current(tx) {
      const version = await readMarketVersion(tx);
      if (held?.version !== version) held = { version, market: marketOf(await loadSnapshot(tx)) };
      return held.market;
    },
  };
}

/** The process's market: what a sale uses when its caller holds none of its own. */
export const processMarket: MarketSnapshot = createMarketSnapshot();

/** A campaign of the market with what decides its lists: group, distance, area, minimum's key. */
interface MarketCampaign {
  row: Omit<CandidateRow, 'minCents'>;
  campaignTypeId: number;
  leadType: string;
}

/** The market over its rows: ZIP → areas holding it, and each list of candidates, built once an hour. */
export function marketOf(rows: SnapshotRows): Market {
  const { zipsOfArea, areasKeyOfZip } = indexAreas(rows.areas);
  const campaigns = rows.campaigns.flatMap((campaign) => marketCampaignOf(campaign, zipsOfArea));
  const minimums = indexMinimums(rows.minimums);
  const counts = new Map<string, { inactive: number; active: number }>();
  for (const { row } of campaigns) {
    const key = `${row.group} ${row.distance}`;
    const count = counts.get(key) ?? { inactive: 0, active: 0 };
    count[row.isActive ? 'active' : 'inactive'] += 1;
    counts.set(key, count);
  }

  // ZIPs held by the same areas share one list: a few lists per hour, whatever the number of ZIPs.
  const lists = new Map<string, readonly CandidateRow[]>();
  let listsHour = '';
  const candidates: Market['candidates'] = (area, moment) => {
    const hour = `${moment.day} ${moment.hour}`;
    if (hour !== listsHour) {
      lists.clear();
      listsHour = hour;
    }
    const key = `${area.group} ${area.distance} ${areasKeyOfZip.get(area.fromZip) ?? ''}`;
    let list = lists.get(key);
    if (!list) {
      list = campaigns
        .filter(
          ({ row }) =>
            row.isActive &&
            row.group === area.group &&
            row.distance === area.distance &&
            isInGeography(row.zipCodes, area.fromZip),
        )
        .map((campaign) => ({ ...campaign.row, minCents: minimumCentsAt(minimums, campaign, moment) }));
      lists.set(key, list);
    }
    return list;
  };
  return {
    candidates,
    outOfMarket(area, moment) {
      const total = counts.get(`${area.group} ${area.distance}`) ?? { inactive: 0, active: 0 };
      const outside = total.active - candidates(area, moment).length;
      return Object.fromEntries(
        Object.entries({ inactive: total.inactive, geography: outside }).filter(([, count]) => count > 0),
      );
    },
  };
}

/**
 * Each area's ZIPs as a set, and each ZIP's key: the areas holding it. Areas with the same ZIPs
 * (campaigns that chose the same states) share one set and count once, so a market of many
 * state regions is built in the time of its distinct ones (docs/architecture.md, "Marketplace").
 */
function indexAreas(areas: SnapshotRows['areas']) {
  const zipsOfArea = new Map<number, ReadonlySet<string>>();
  const firstOfContent = new Map<string, number>();
  const areasOfZip = new Map<string, number[]>();
  for (const area of areas) {
    const content = area.zipCodes.join(',');
    const first = firstOfContent.get(content);
    if (first !== undefined) {
      zipsOfArea.set(area.id, zipsOfArea.get(first)!);
      continue;
    }
    firstOfContent.set(content, area.id);
    zipsOfArea.set(area.id, new Set(area.zipCodes));
    for (const zip of area.zipCodes) {
      const ids = areasOfZip.get(zip);
      if (ids) ids.push(area.id);
      else areasOfZip.set(zip, [area.id]);
    }
  }
  const areasKeyOfZip = new Map([...areasOfZip].map(([zip, ids]) => [zip, ids.join(',')] as const));
  return { zipsOfArea, areasKeyOfZip };
}

function marketCampaignOf(
  campaign: SnapshotCampaignRow,
  zipsOfArea: ReadonlyMap<number, ReadonlySet<string>>,
): MarketCampaign[] {
  const group = campaignGroup(campaign);
  if (group === null) return [];
  const geoTemplateId = campaign.geo_template_id;
  return [
    {
      row: {
        id: campaign.id,
        accountId: campaign.account_id,
        nickname: campaign.nickname,
        parent: campaign.parent,
        type: campaign.type,
        group,
        distance: bidDistanceOfLeadType(campaign.lead_type),
        isActive: campaign.is_active,
        hours: campaign.hours,
        zipCodes: geoTemplateId === null ? null : (zipsOfArea.get(geoTemplateId) ?? new Set<string>()),
        limitCents: campaign.leads_limit_cents,
        weeklyCapCents: campaign.weekly_cap_cents,
        monthlyCapCents: campaign.monthly_cap_cents,
        concurrentCalls: campaign.concurrent_calls,
        timeoutSeconds: campaign.timeout_seconds,
        bidPercent: campaign.bid_percent,
      },
      campaignTypeId: campaign.campaign_type_id,
      leadType: campaign.lead_type,
    },
  ];
}
