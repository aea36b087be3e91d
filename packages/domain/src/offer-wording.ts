// How a marketplace offer reads at campaign creation: for a mover, not in the marketplace's codes.
import { statesInWords } from './campaign-region';
import { type CampaignGroup, campaignGroup } from './campaigns';
import { usStateName } from './us-states';

/** The states each marketplace region covers, the busiest moving markets first. */
export const REGION_STATES: Record<string, readonly string[]> = {
  Northeast: ['NY', 'PA', 'NJ', 'MA', 'CT', 'NH', 'ME', 'RI', 'VT'],
  Southeast: ['VA', 'NC', 'SC', 'GA', 'FL', 'TN', 'AL', 'KY', 'WV', 'MS', 'MD', 'DE'],
  Midwest: ['OH', 'IN', 'MI', 'IL', 'WI', 'MN', 'IA', 'MO', 'KS', 'NE', 'SD', 'ND'],
  West: ['CA', 'WA', 'OR', 'AZ', 'CO', 'NV', 'UT', 'ID', 'NM', 'MT', 'WY', 'AK', 'HI'],
};

/** The lead sources, numbered: their parent codes mean nothing to a mover. */
const LEAD_SOURCES = ['HE', 'QR', 'MD'];

const GROUP_WORDS: Record<CampaignGroup, string> = {
  leads: 'Leads',
  calls: 'Calls',
  branded: 'Calls to your own number',
};

export type OfferKind = { parent: string; type: string; leadType: string; region: string };

export interface OfferDescription {
  /** "Leads: local moves in Ohio, Indiana, Michigan…" */
  headline: string;
  /** Every state of the region by name (empty for a region we do not know). */
  states: string[];
  /** Which of the lead sources, or the kind of call; tells offers of one region apart. */
  source: string;
}

/** An offer in words: what it sells, for which moves, where. */
export function describeOffer(offer: OfferKind): OfferDescription {
  const group = campaignGroup(offer);
  const codes = REGION_STATES[offer.region] ?? [];
  const states = codes.map((code) => usStateName(code) ?? code);
  const isLong = offer.leadType === 'Long Distance';
  const place = codes.length === 0 ? offer.region : statesInWords(codes);
  const moves = isLong ? `long-distance moves from ${place}` : `local moves in ${place}`;
  const what = group ? GROUP_WORDS[group] : offer.type;
  const sourceIndex = LEAD_SOURCES.indexOf(offer.parent.trim().toUpperCase());
  const source =
    group === 'leads' && sourceIndex >= 0
      ? `Lead source ${sourceIndex + 1}`
      : group === 'branded'
        ? 'Callers ask for your company by name'
        : group === 'calls'
          ? 'Live calls from people planning a move'
          : offer.type;
  return { headline: `${what}: ${moves}`, states, source };
}

const UNITS: Record<CampaignGroup, [string, string]> = {
  leads: ['lead', 'leads'],
  calls: ['call', 'calls'],
  branded: ['call', 'calls'],
};

/**
 * "About 37 leads a week per campaign lately": what a campaign of the offer bought a week over the
 * last weeks; `perWeek` null when the market has no history yet.
 */
export function weeklyVolumeText(volume: { group: CampaignGroup | null; perWeek: number | null }): string {
  if (volume.perWeek === null) return 'No volume known yet: a new market';
  const [one, many] = UNITS[volume.group ?? 'leads'];
  const count = Math.round(volume.perWeek);
  if (count < 1) return `Fewer than 1 ${one} a week per campaign lately`;
  return `About ${count} ${count === 1 ? one : many} a week per campaign lately`;
}
