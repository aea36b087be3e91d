import type { Campaign, GeoTemplate } from '@vanbid/contract';
import {
  type CampaignGroup,
  campaignGroup,
  datePresetRange,
  dayStartTime,
  NAMED_STATES,
  regionInWords,
  sortByLastBuyDate,
} from '@vanbid/domain';
import type { CampaignDisplay } from '../../../config/campaign-displays';

/** "Recent" is the header's "Last 7 days": campaigns that bought since then, in the user's zone. */
const RECENT_PRESET = 'Last 7 days';

function isRecent(campaign: Campaign, timeZone: string, now: Date): boolean {
  const range = datePresetRange(RECENT_PRESET, timeZone, now);
  // Both are `YYYY-MM-DD HH:mm:ss` in the same zone, so they compare as text.
  return campaign.lastBuyDate !== null && range !== null && campaign.lastBuyDate >= dayStartTime(range.from);
}

/** The campaigns a display filter shows (docs/product.md §2, `/campaigns/:campaignDisplay?`). */
export function campaignsForDisplay(
  campaigns: readonly Campaign[],
  display: CampaignDisplay,
  timeZone: string,
  now: Date = new Date(),
): Campaign[] {
  switch (display) {
    case 'recent':
      return campaigns.filter((campaign) => isRecent(campaign, timeZone, now));
    case 'active':
      return campaigns.filter((campaign) => campaign.is_active);
    case 'inactive':
      return campaigns.filter((campaign) => !campaign.is_active);
    case 'calls':
    case 'leads':
    case 'branded':
      return campaigns.filter((campaign) => campaignGroup(campaign) === display);
    default:
      return [...campaigns];
  }
}

export const GROUP_LABELS: Record<CampaignGroup, string> = {
  calls: 'Calls',
  leads: 'Leads',
  branded: 'Branded',
};
const GROUP_ORDER: CampaignGroup[] = ['calls', 'leads', 'branded'];

export interface CampaignSection {
  group: CampaignGroup | 'other';
  label: string;
  campaigns: Campaign[];
}

/** Sections by group (docs/product.md §4 groups), each newest last buy first; empty groups left out. */
export function groupCampaigns(campaigns: readonly Campaign[]): CampaignSection[] {
  const sorted = sortByLastBuyDate(campaigns);
  const sections: CampaignSection[] = GROUP_ORDER.map((group) => ({
    group,
    label: GROUP_LABELS[group],
    campaigns: sorted.filter((campaign) => campaignGroup(campaign) === group),
  }));
  sections.push({
    group: 'other',
    label: 'Other',
    campaigns: sorted.filter((c) => campaignGroup(c) === null),
  });
  return sections.filter((section) => section.campaigns.length > 0);
}

/** The dashboard of a campaign's group (docs/product.md §2), or null for a campaign outside the groups. */
export function dashboardPathOf(campaign: Campaign): string | null {
  const group = campaignGroup(campaign);
  if (group === 'calls') return `/calls-dashboard/${campaign.campaignId}`;
  if (group === 'leads') return `/leads-dashboard/${campaign.campaignId}`;
  if (group === 'branded') return `/branded-dashboard/${campaign.campaignId}`;
  return null;
}

/** The inline settings of a campaign card. */
export type CardSetting = 'limit' | 'bid' | 'concurrency' | 'timeout';

/**
 * The settings a kind of campaign has: leads have no calls to run at once or to time out; branded
 * calls are not held by a daily limit (the engine applies none to them).
 */
export function settingsOf(campaign: Pick<Campaign, 'parent' | 'type'>): CardSetting[] {
  switch (campaignGroup(campaign)) {
    case 'leads':
      return ['limit', 'bid'];
    case 'branded':
      return ['bid', 'concurrency', 'timeout'];
    default:
      return ['limit', 'bid', 'concurrency', 'timeout'];
  }
}

const SHOWN_ZIPS = 3;

/**
 * Where a campaign buys from, in one line ("Richmond · 4 ZIP codes (23219, 23220, 23221…)",
 * "Ohio, Indiana, Michigan", "Within 50 mi of 43215 Columbus, OH"), so two campaigns of one offer
 * can be told apart; null while its template is not known.
 */
export function regionSummary(
  campaign: Pick<Campaign, 'geoTemplateId' | 'region'>,
  templates: readonly Pick<GeoTemplate, 'id' | 'name' | 'zipCodes'>[] | undefined,
): string | null {
  const { region } = campaign;
  if (region) {
    const count = region.kind === 'states' ? region.states.length : 0;
    return count > NAMED_STATES ? `${regionInWords(region)} (${count} states)` : regionInWords(region);
  }
  if (campaign.geoTemplateId === null) return 'Anywhere (no area set)';
  const template = templates?.find((item) => item.id === campaign.geoTemplateId);
  if (!template) return null;
  const count = template.zipCodes.length;
  if (count === 0) return `${template.name} · no ZIP codes`;
  const shown = template.zipCodes.slice(0, SHOWN_ZIPS).join(', ');
  const more = count > SHOWN_ZIPS ? '…' : '';
  return `${template.name} · ${count} ZIP code${count === 1 ? '' : 's'} (${shown}${more})`;
}
