import type { CampaignHours } from '../../platform/db/schema/campaigns';

const BUSINESS_DAY = [{ from: '08:00', to: '20:00' }];

/** What a new campaign starts with (the database defaults say the same for the rest). */
export const CAMPAIGN_DEFAULTS = {
  limitCents: 20_000,
  concurrentCalls: 1,
  timeoutSeconds: 30,
  bidPercent: 0,
  /** Monday to Friday, 8:00–20:00 Eastern. */
  hours: {
    mon: BUSINESS_DAY,
    tue: BUSINESS_DAY,
    wed: BUSINESS_DAY,
    thu: BUSINESS_DAY,
    fri: BUSINESS_DAY,
  } satisfies CampaignHours,
} as const;
