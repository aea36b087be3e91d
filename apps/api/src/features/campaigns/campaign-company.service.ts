import {
  BID_PERCENT,
  CONCURRENT_CALLS,
  deriveCompanyType,
  fromCents,
  LEAD_TYPES,
  type LeadType,
  TIMEOUT_SECONDS,
} from '@vanbid/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { companies } from '../../platform/db/schema/index';
import { getCompanyName } from '../company';
import { readLeadsSlider } from '../settings';
import { CAMPAIGN_DEFAULTS } from './campaign-defaults';

/** Name and logo of the account, with the wizard's company numbers and phone (when given). */
async function readCompany(db: Queryable, accountId: number) {
  const [identity, [numbers]] = await Promise.all([
    getCompanyName(db, accountId),
    db
      .select({
        phoneNumber: companies.phoneNumber,
        usDotNumber: companies.usDotNumber,
        stateLicenseNumber: companies.localStateLicenseNumber,
      })
      .from(companies)
      .where(eq(companies.accountId, accountId)),
  ]);
  return { ...identity, phoneNumber: null, usDotNumber: null, stateLicenseNumber: null, ...numbers };
}

/** Local companies buy local leads, long-distance ones long-distance leads; Both (or unknown) both. */
function leadTypesOf(companyType: string | undefined): LeadType[] {
  return LEAD_TYPES.filter((leadType) => !companyType || companyType === 'Both' || companyType === leadType);
}

/** `GET /campaigns/company-metadata`: the company type, defaults and bounds of a new campaign. */
export async function getCampaignCompanyMetadata(db: Queryable, accountId: number) {
  const [company, slider] = await Promise.all([readCompany(db, accountId), readLeadsSlider(db)]);
  const companyType = deriveCompanyType(company) ?? null;
  return {
    companyName: company.name,
    companyType,
    leadTypes: leadTypesOf(companyType ?? undefined),
    defaults: {
      limit: fromCents(CAMPAIGN_DEFAULTS.limitCents),
      concurrentCalls: CAMPAIGN_DEFAULTS.concurrentCalls,
      timeoutPerCall: CAMPAIGN_DEFAULTS.timeoutSeconds,
      bidPercent: CAMPAIGN_DEFAULTS.bidPercent,
      hours: CAMPAIGN_DEFAULTS.hours,
    },
    limits: {
      limit: slider,
      concurrentCalls: CONCURRENT_CALLS,
      timeoutPerCall: TIMEOUT_SECONDS,
      bidPercent: BID_PERCENT,
    },
  };
}

const PREVIEW_SIZE = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 667 } } as const;

/** `GET /company/thankYouPagePreview`: the page a consumer sees after reaching the company. */
export async function getThankYouPagePreview(db: Queryable, accountId: number, device: 'desktop' | 'mobile') {
  const company = await readCompany(db, accountId);
  return {
    device,
    ...PREVIEW_SIZE[device],
    companyName: company.name,
    logoUrl: company.logoUrl,
    headline: `Thank you! ${company.name} will contact you shortly.`,
    message: 'A moving specialist is reviewing your request and will reach out with a free estimate.',
    phoneNumber: company.phoneNumber,
  };
}
