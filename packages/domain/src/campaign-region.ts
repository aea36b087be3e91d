// Where a campaign buys besides a ZIP template: whole states, or a radius around a ZIP.
import { usStateName } from './us-states';

/** A radius region reaches this many whole miles from its centre ZIP. */
export const REGION_MILES = { min: 10, max: 200 } as const;

/** How many states a place in words names before "…" (an offer's headline, a campaign's card). */
export const NAMED_STATES = 3;

/** A campaign's region as saved; the radius keeps its centre's town for the card's words. */
export type CampaignRegion =
  | { kind: 'states'; states: string[] }
  | { kind: 'radius'; zip: string; miles: number; city: string; state: string };

export function isRegionMiles(miles: number): boolean {
  return Number.isInteger(miles) && miles >= REGION_MILES.min && miles <= REGION_MILES.max;
}

/** "Ohio, Indiana, Michigan…": states by name, the first three and "…" when there are more. */
export function statesInWords(codes: readonly string[]): string {
  const names = codes.map((code) => usStateName(code) ?? code);
  return `${names.slice(0, NAMED_STATES).join(', ')}${names.length > NAMED_STATES ? '…' : ''}`;
}

/** Every state by name: "Ohio, Indiana, Michigan, Pennsylvania" (a tooltip, the activity log). */
export function allStatesInWords(codes: readonly string[]): string {
  return codes.map((code) => usStateName(code) ?? code).join(', ');
}

const radiusInWords = (region: Extract<CampaignRegion, { kind: 'radius' }>) =>
  `Within ${region.miles} mi of ${region.zip} ${region.city}, ${region.state}`;

/** "Ohio, Indiana, Michigan…" or "Within 50 mi of 43215 Columbus, OH". */
export function regionInWords(region: CampaignRegion): string {
  return region.kind === 'states' ? statesInWords(region.states) : radiusInWords(region);
}

/** A region with every state named: "Ohio, Indiana, Michigan, Pennsylvania". */
export function regionInFullWords(region: CampaignRegion): string {
  return region.kind === 'states' ? allStatesInWords(region.states) : radiusInWords(region);
}

/** Where a campaign buys, for the activity log: its region, its ZIP template, or anywhere. */
export function campaignAreaInWords(
  region: CampaignRegion | null,
  template: { name: string; zipCount: number } | null,
): string {
  if (region) return regionInFullWords(region);
  if (!template) return 'Anywhere';
  const { name, zipCount } = template;
  return `${name} · ${zipCount} ZIP code${zipCount === 1 ? '' : 's'}`;
}
