/** The campaign list's display filter (`/campaigns/:campaignDisplay?`), in the header's order. */
export const CAMPAIGN_DISPLAYS = [
  { value: 'recent', label: 'Recent' },
  { value: 'all', label: 'All campaigns' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'calls', label: 'Calls' },
  { value: 'leads', label: 'Leads' },
  { value: 'branded', label: 'Branded' },
] as const;

export type CampaignDisplay = (typeof CAMPAIGN_DISPLAYS)[number]['value'];

export const DEFAULT_CAMPAIGN_DISPLAY: CampaignDisplay = 'recent';

export function isCampaignDisplay(value: unknown): value is CampaignDisplay {
  return CAMPAIGN_DISPLAYS.some((display) => display.value === value);
}
