// Campaign grouping, short type and list order (docs/product.md §4, "Groups").

export type CampaignGroup = 'leads' | 'calls' | 'branded';
export type CampaignKind = { parent?: string | null | undefined; type?: string | null | undefined };
export type LastBuyDate = string | number | Date | null | undefined;

const LEADS_PARENTS = ['HE', 'QR', 'MD'];
const CALLS_PARENT = 'DIJOCA';

/**
 * leads: parent HE, QR or MD; branded: parent DIJOCA with a type containing "branded";
 * calls: parent DIJOCA with a type containing "calls"; otherwise `null`. Case-insensitive.
 * A DIJOCA type that contains both words ("Branded Calls") is branded, the narrower group.
 */
export function campaignGroup(campaign: CampaignKind): CampaignGroup | null {
  const parent = (campaign.parent ?? '').trim().toUpperCase();
  const type = (campaign.type ?? '').toLowerCase();
  if (LEADS_PARENTS.includes(parent)) return 'leads';
  if (parent !== CALLS_PARENT) return null;
  if (type.includes('branded')) return 'branded';
  if (type.includes('calls')) return 'calls';
  return null;
}

/** The first word of a campaign type (`'EM Local'` → `'EM'`); `''` for an empty type. */
export function campaignShortType(type: string | null | undefined): string {
  return (type ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * A campaign type without the marketplace's code in front, as an owner reads it:
 * `'QR Moving leads'` → `'Moving leads'`, `'EM Local Calls'` → `'Local Calls'`, `'Moving calls'`
 * unchanged. A type that is only a code stays as it is.
 */
export function campaignTypeLabel(type: string | null | undefined): string {
  const words = (type ?? '').trim().split(/\s+/).filter(Boolean);
  const firstPlain = words.findIndex((word) => !/^[A-Z]{2,6}$/.test(word));
  if (firstPlain <= 0) return words.join(' ');
  return words.slice(firstPlain).join(' ');
}

function timeOf(date: LastBuyDate): number | null {
  if (date === null || date === undefined || date === '') return null;
  const time = date instanceof Date ? date.getTime() : new Date(date).getTime();
  return Number.isNaN(time) ? null : time;
}

/** A new array, newest `lastBuyDate` first; missing or unreadable dates last; ties keep their order. */
export function sortByLastBuyDate<T extends { lastBuyDate?: LastBuyDate }>(campaigns: readonly T[]): T[] {
  return campaigns
    .map((campaign) => ({ campaign, time: timeOf(campaign.lastBuyDate) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) return (a.time === null ? 1 : 0) - (b.time === null ? 1 : 0);
      return b.time - a.time;
    })
    .map((entry) => entry.campaign);
}
