import {
  advancedSettings,
  type BodyOf,
  getCampaign,
  getMissedOpportunities,
  listCampaigns,
  listGeoTemplates,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeoTemplate } from '../src/seed/factories';
import { unchecked } from './support/call';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
let publisher: Awaited<ReturnType<typeof publisherClient>>;
let owner: SignedInOwner;
let campaignId: number;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
  owner = await signedInOwner(context);
  campaignId = (await buyer(context.db, { account: owner.account })).campaign.id;
});

afterAll(async () => {
  await context.db.execute(sql`update campaigns set is_active = false where id = ${campaignId}`);
});

const setRegion = (region: BodyOf<typeof advancedSettings>['region']) =>
  call(advancedSettings, { as: owner, body: { campaignId, region } });
/** A lead from Richmond, VA (23219); its answer's status and, when refused, why. */
async function richmondLead() {
  const response = await publisher.post('/api/marketplace/leads', leadBody());
  return { status: response.statusCode, reason: response.json().Error?.fields?.reason };
}

describe('PATCH /advanced-settings: a region of states', () => {
  it('saves the states, answers them on the campaign and its card, and keeps them out of the templates list', async () => {
    const saved = await setRegion({ kind: 'states', states: ['OH', 'IN', 'MI'] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data.campaign.region).toEqual({ kind: 'states', states: ['OH', 'IN', 'MI'] });
    const reread = await call(getCampaign, { as: owner, params: { id: campaignId } });
    expect(reread.data.region).toEqual({ kind: 'states', states: ['OH', 'IN', 'MI'] });
    const cards = await call(listCampaigns, { as: owner });
    const card = cards.data.campaigns.find((campaign) => campaign.campaignId === campaignId);
    expect(card?.region).toEqual({ kind: 'states', states: ['OH', 'IN', 'MI'] });
    const templates = await call(listGeoTemplates, { as: owner, query: { page: 1, size: 1000 } });
    expect(templates.data.templates.map((template) => template.id)).not.toContain(card?.geoTemplateId);
  });

  it('sells a lead from inside its states and not one from outside them', async () => {
    expect((await setRegion({ kind: 'states', states: ['OH'] })).status).toBe(200);
    expect(await richmondLead()).toEqual({ status: 422, reason: 'geography' });
    expect((await setRegion({ kind: 'states', states: ['NC', 'VA'] })).status).toBe(200);
    expect((await richmondLead()).status).toBe(200);
  });

  it('counts a lead from outside its states in the missed panel as outside its area', async () => {
    expect((await setRegion({ kind: 'states', states: ['CA'] })).status).toBe(200);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const outsideArea = async () => {
      const missed = await call(getMissedOpportunities, {
        as: owner,
        params: { id: campaignId },
        query: { from: today, to: today, timezone: 'America/New_York' },
      });
      return missed.data.missed.geography;
    };
    const before = await outsideArea();
    expect((await richmondLead()).status).toBe(422);
    expect(await outsideArea()).toBe(before + 1);
  });
});

describe('PATCH /advanced-settings: a region within miles of a ZIP', () => {
  it('saves the centre with its town and sells only leads within the radius', async () => {
    const arlington = await setRegion({ kind: 'radius', zip: '22201', miles: 50 });
    expect(arlington.status, arlington.text).toBe(200);
    expect(arlington.data.campaign.region).toEqual({
      kind: 'radius',
      zip: '22201',
      miles: 50,
      city: 'Arlington',
      state: 'VA',
    });
    // Richmond is about 95 miles from Arlington.
    expect(await richmondLead()).toEqual({ status: 422, reason: 'geography' });
    expect((await setRegion({ kind: 'radius', zip: '22201', miles: 120 })).status).toBe(200);
    expect((await richmondLead()).status).toBe(200);
  });

  it('goes back to a ZIP template, which replaces the region', async () => {
    const template = await createGeoTemplate(context.db, {
      accountId: owner.account.id,
      name: 'Downtown',
      zipCodes: ['23219'],
    });
    const response = await call(advancedSettings, {
      as: owner,
      body: { campaignId, geoTemplateId: template.id },
    });
    expect(response.data.campaign).toMatchObject({ geoTemplateId: template.id, region: null });
    expect((await richmondLead()).status).toBe(200);
  });
});

describe('PATCH /advanced-settings: a region that cannot be', () => {
  it('answers 400 with the field for an unknown state or ZIP, a radius out of range or both kinds, and changes nothing', async () => {
    expect((await setRegion({ kind: 'states', states: ['VA'] })).status).toBe(200);
    const cases = [
      { region: { kind: 'states', states: ['XX'] }, field: 'region.states.0' },
      { region: { kind: 'states', states: ['OH', 'PR'] }, field: 'region.states.1' },
      { region: { kind: 'states', states: [] }, field: 'region.states' },
      { region: { kind: 'radius', zip: '00000', miles: 50 }, field: 'region.zip' },
      { region: { kind: 'radius', zip: '2320', miles: 50 }, field: 'region.zip' },
      { region: { kind: 'radius', zip: '43215', miles: 5 }, field: 'region.miles' },
      { region: { kind: 'radius', zip: '43215', miles: 500 }, field: 'region.miles' },
      { region: { kind: 'radius', zip: '43215', miles: 50 }, geoTemplateId: null, field: 'region' },
    ];
    for (const { field, ...change } of cases) {
      const response = await call(advancedSettings, {
        as: owner,
        body: unchecked({ campaignId, nickname: 'Changed', ...change }),
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    const reread = await call(getCampaign, { as: owner, params: { id: campaignId } });
    expect(reread.data).toMatchObject({
      nickname: `leads ${owner.account.id}`,
      region: { kind: 'states', states: ['VA'] },
    });
    expect((await richmondLead()).status).toBe(200);
  });
});
