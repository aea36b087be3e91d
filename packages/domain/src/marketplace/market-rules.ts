import { bidDistanceOfLeadType } from '../campaign-settings';
import type { BidDistance, Weekday } from '../min-hourly-bids';

/** A campaign without a ZIP area buys from anywhere; one with an area only from the ZIPs it holds. */
export function isInGeography(zipCodes: ReadonlySet<string> | null, fromZip: string): boolean {
  return zipCodes === null || zipCodes.has(fromZip);
}

/** One row of the minimum bids: a campaign type, a distance and an Eastern hour, by weekday. */
export type HourMinimums = { campaignTypeId: number; distance: BidDistance; hour: number } & Record<
  `${Weekday}_cents`,
  number
>;

/** The minimum bids looked up by campaign type, distance and Eastern hour (`minimumCentsAt`). */
export type MinimumsIndex = ReadonlyMap<string, HourMinimums>;

const minimumKey = (campaignTypeId: number, distance: BidDistance, hour: number) =>
  `${campaignTypeId} ${distance} ${hour}`;

export function indexMinimums(rows: Iterable<HourMinimums>): MinimumsIndex {
  const index = new Map<string, HourMinimums>();
  for (const row of rows) index.set(minimumKey(row.campaignTypeId, row.distance, row.hour), row);
  return index;
}

/**
 * A campaign's minimum bid at an Eastern weekday and hour, in cents: the minimum of its campaign
 * type, at the distance its lead type names, for that hour and weekday; null when none is set
 * (the campaign cannot be priced, so it does not buy).
 */
export function minimumCentsAt(
  minimums: MinimumsIndex,
  campaign: { campaignTypeId: number; leadType: string },
  cell: { day: Weekday; hour: number },
): number | null {
  const row = minimums.get(
    minimumKey(campaign.campaignTypeId, bidDistanceOfLeadType(campaign.leadType), cell.hour),
  );
  return row ? Number(row[`${cell.day}_cents`]) : null;
}
