import type { Campaign } from '@vanbid/contract';
import {
  type CampaignGroup,
  campaignGroup,
  datePresetRange,
  dayStartTime,
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
