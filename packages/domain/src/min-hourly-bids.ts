// Minimum hourly bids grouped as `getminhourlybids` answers them (docs/product.md §4).

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const BID_DISTANCES = ['local', 'long'] as const;
export type BidDistance = (typeof BID_DISTANCES)[number];

/** One Eastern hour's minimums in dollars: `min_value` and one value per weekday. */
export type HourlyMinBid = { min_value: number } & Record<Weekday, number>;
export type MinHourlyBidRow = HourlyMinBid & {
  campaign_type_id: number | string;
  distance: BidDistance;
  hour: number | string;
};
/** Eastern hour `"0"`–`"23"` → that hour's minimums. */
export type MinBidsByHour = Record<string, HourlyMinBid>;
/** Campaign type id → `local` / `long` → Eastern hour → minimums. */
export type MinHourlyBids = Record<string, Partial<Record<BidDistance, MinBidsByHour>>>;

function checkedHour(row: MinHourlyBidRow): string {
  const hour = Number(row.hour);
  if (row.hour === '' || !Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Invalid Eastern hour: ${String(row.hour)}`);
  }
  if (!BID_DISTANCES.includes(row.distance))
    throw new RangeError(`Invalid distance: ${String(row.distance)}`);
  return String(hour);
}

function hourlyMinBid(row: MinHourlyBidRow): HourlyMinBid {
  const { min_value, mon, tue, wed, thu, fri, sat, sun } = row;
  return { min_value, mon, tue, wed, thu, fri, sat, sun };
}

/**
 * Groups flat rows into campaign type id → distance → Eastern hour. Throws a RangeError on an
 * hour outside 0–23 or an unknown distance; a repeated (type, distance, hour) keeps the last row.
 */
export function groupMinHourlyBids(rows: readonly MinHourlyBidRow[]): MinHourlyBids {
  const types = new Map<string, Map<BidDistance, Map<string, HourlyMinBid>>>();
  for (const row of rows) {
    const hour = checkedHour(row);
    const typeId = String(row.campaign_type_id);
    const distances = types.get(typeId) ?? new Map<BidDistance, Map<string, HourlyMinBid>>();
    const hours = distances.get(row.distance) ?? new Map<string, HourlyMinBid>();
    hours.set(hour, hourlyMinBid(row));
    distances.set(row.distance, hours);
    types.set(typeId, distances);
  }
  // Object.fromEntries defines own properties, so no id can reach Object.prototype.
  return Object.fromEntries(
    [...types].map(([typeId, distances]) => [
      typeId,
      Object.fromEntries([...distances].map(([distance, hours]) => [distance, Object.fromEntries(hours)])),
    ]),
  );
}
