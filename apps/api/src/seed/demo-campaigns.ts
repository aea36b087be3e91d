import type { RegionInput } from '@vanbid/contract';
import { LEADS_SLIDER, LEADS_SLIDER_SETTING, LEADS_SLIDER_SETTING_KEYS } from '@vanbid/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expandRegion, saveRegionTemplate } from '../features/geo';
import { writeSetting } from '../features/settings';
import type { Queryable } from '../platform/db/database';
import { campaigns } from '../platform/db/schema/index';
import { createCampaignOffer, createGeoTemplate, createMinHourlyBids } from './factories';

/** Campaign types of the marketplace with their base minimum (cents) per distance. */
const CAMPAIGN_TYPES = [
  { id: 1, parent: 'DIJOCA', type: 'Moving calls', company: 'EM', local: 2400, long: 4200 },
  { id: 2, parent: 'HE', type: 'HE Moving leads', company: 'HE', local: 1100, long: 1900 },
  { id: 3, parent: 'DIJOCA', type: 'Branded calls', company: 'EM', local: 1500, long: 2600 },
  { id: 4, parent: 'QR', type: 'QR Moving leads', company: 'QR', local: 900, long: 1600 },
  { id: 5, parent: 'MD', type: 'MD Moving leads', company: 'HE', local: 1000, long: 1700 },
] as const;
const REGIONS = ['Southeast', 'Northeast', 'Midwest', 'West'] as const;
const LEAD_TYPES = ['Local', 'Long Distance'] as const;

/** Settings that the demo campaigns get, by nickname; the rest keep the factory defaults. */
const DEMO_SETTINGS: Record<string, Partial<typeof campaigns.$inferInsert>> = {
  'Local Moving Calls — Virginia': {
    bidPercent: 15,
    concurrentCalls: 3,
    timeoutSeconds: 45,
    leadsLimitCents: 150_000,
  },
  'Long Distance Calls — East Coast': { bidPercent: 25, concurrentCalls: 2, leadsLimitCents: 100_000 },
  'Moving Leads — Richmond': { bidPercent: 10, leadsLimitCents: 90_000 },
  'Interstate Leads': { bidPercent: 5, leadsLimitCents: 60_000 },
  'Blue Ridge Branded Calls': { bidPercent: 0, concurrentCalls: 2, leadsLimitCents: 25_000 },
};

const EAST_COAST = ['ME', 'NH', 'MA', 'RI', 'CT', 'NY', 'NJ', 'DE', 'MD', 'VA', 'NC', 'SC', 'GA', 'FL'];

/** Where the demo campaigns buy, as their names say: a region of states, or a ZIP template by name. */
const DEMO_AREAS: Record<string, RegionInput | { template: string }> = {
  'Local Moving Calls — Virginia': { kind: 'states', states: ['VA'] },
  'Long Distance Calls — East Coast': { kind: 'states', states: EAST_COAST },
  'Moving Leads — Richmond': { template: 'Richmond metro' },
  'Blue Ridge Branded Calls': { template: 'Blue Ridge service area' },
};

/**
 * The demo world's campaign market: the leads slider, minimum hourly bids for every campaign
 * type and distance, the marketplace's offers (the demo campaigns are joined to theirs, in the
 * Southeast), geography templates, and varied settings of the demo campaigns.
 */
export async function seedCampaignMarket(db: Queryable, accountIds: number[]): Promise<void> {
  await writeSetting(db, LEADS_SLIDER_SETTING, {
    [LEADS_SLIDER_SETTING_KEYS.min]: LEADS_SLIDER.min,
    [LEADS_SLIDER_SETTING_KEYS.max]: LEADS_SLIDER.max,
    [LEADS_SLIDER_SETTING_KEYS.stepPercent]: LEADS_SLIDER.stepPercent,
  });
  for (const kind of CAMPAIGN_TYPES) {
    await createMinHourlyBids(db, { campaignTypeId: kind.id, distance: 'local', baseCents: kind.local });
    await createMinHourlyBids(db, { campaignTypeId: kind.id, distance: 'long', baseCents: kind.long });
    for (const region of REGIONS) {
      for (const leadType of LEAD_TYPES) {
        const offer = await createCampaignOffer(db, {
          parent: kind.parent,
          type: kind.type,
          leadType,
          company: kind.company,
          campaignTypeId: kind.id,
          region,
          description: `${leadType} ${kind.type.toLowerCase()} from movers' customers in the ${region}.`,
        });
        if (region !== 'Southeast') continue;
        for (const accountId of accountIds) {
          await db
            .update(campaigns)
            .set({ offerId: offer.id })
            .where(
              and(
                eq(campaigns.accountId, accountId),
                eq(campaigns.campaignTypeId, kind.id),
                eq(campaigns.leadType, leadType),
                isNull(campaigns.offerId),
              ),
            );
        }
      }
    }
  }
  for (const [nickname, settings] of Object.entries(DEMO_SETTINGS)) {
    await db
      .update(campaigns)
      .set(settings)
      .where(and(inArray(campaigns.accountId, accountIds), eq(campaigns.nickname, nickname)));
  }
  const richmond = await createGeoTemplate(db, {
    accountId: null,
    name: 'Richmond metro',
    zipCodes: ['23219', '23220', '23221', '23223', '23224', '23225', '23226', '23227'],
  });
  await createGeoTemplate(db, {
    accountId: null,
    name: 'Atlanta metro',
    zipCodes: ['30303', '30305', '30306', '30308', '30309', '30312', '30318'],
  });
  const blueRidge = await createGeoTemplate(db, {
    accountId: accountIds[0] ?? null,
    name: 'Blue Ridge service area',
    zipCodes: ['24011', '24012', '24014', '24015', '24016', '24017', '24018', '24019'],
  });
  const templates = new Map([richmond, blueRidge].map((template) => [template.name, template]));
  for (const accountId of accountIds) await seedDemoAreas(db, accountId, templates);
}

/** The account's demo campaigns get the areas of DEMO_AREAS (a template only where the account may use it). */
async function seedDemoAreas(
  db: Queryable,
  accountId: number,
  templates: Map<string, { id: number; accountId: number | null }>,
): Promise<void> {
  const rows = await db
    .select({ id: campaigns.id, nickname: campaigns.nickname })
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), inArray(campaigns.nickname, Object.keys(DEMO_AREAS))));
  for (const { id: campaignId, nickname } of rows) {
    const area = DEMO_AREAS[nickname]!;
    if ('template' in area) {
      const template = templates.get(area.template);
      if (!template || (template.accountId !== null && template.accountId !== accountId)) continue;
      await db.update(campaigns).set({ geoTemplateId: template.id }).where(eq(campaigns.id, campaignId));
      continue;
    }
    const region = await expandRegion(area);
    const geoTemplateId = await saveRegionTemplate(db, { ...region, accountId, campaignId });
    await db
      .update(campaigns)
      .set({ region: region.region, geoTemplateId })
      .where(eq(campaigns.id, campaignId));
  }
}
