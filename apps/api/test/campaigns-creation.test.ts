import {
  advancedSettings,
  type BodyOf,
  campaignCompanyMetadata,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  notifyCampaignCreation,
  thankYouPagePreview,
} from '@vanbid/contract';
import { WEEKDAYS } from '@vanbid/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { easternMoment } from '../src/platform/clock/eastern-moment';
import { companies, notifications, outboxEvents } from '../src/platform/db/schema/index';
import { createCampaign, createCampaignOffer, createGeoTemplate } from '../src/seed/factories';
import { unchecked } from './support/call';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

const OFFER = {
  parent: 'QR',
  type: 'QR Moving leads',
  company: 'QR',
  campaignTypeId: 4,
  leadType: 'Long Distance',
} as const;

const offer = (region: string, isOpen = true) =>
  createCampaignOffer(context.db, { ...OFFER, region, isOpen });

describe('POST /phone-company/duplicate', () => {
  it('creates the account’s own copy of an available campaign, switched off', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation West');
    const response = await call(duplicateCampaign, { as: owner, body: { campaignId: available.id } });
    expect(response.status).toBe(200);
    const { campaign } = response.data;
    expect(campaign).toMatchObject({
      ...OFFER,
      nickname: 'QR Moving leads — Creation West',
      is_active: false,
      limit: 200,
      bidPercent: 0,
      concurrentCalls: 1,
      timeoutPerCall: 30,
      lastBuyDate: null,
    });
    const list = await call(listCampaigns, { as: owner });
    expect(list.data.campaigns.map((item: { campaignId: number }) => item.campaignId)).toEqual([
      campaign.campaignId,
    ]);
  });

  it('answers 409 the second time, and 404 for a closed or unknown offer', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Twice');
    const closed = await offer('Creation Closed', false);
    const duplicate = (campaignId: number) =>
      call(duplicateCampaign, { as: owner, body: { campaignId, nickname: 'Mine' } });
    expect((await duplicate(available.id)).status).toBe(200);
    const again = await duplicate(available.id);
    expect(again.status).toBe(409);
    expect(again.error.code).toBe('ALREADY_EXISTS');
    const closedAnswer = await duplicate(closed.id);
    const unknownAnswer = await duplicate(999_999_999);
    expect(closedAnswer.status).toBe(404);
    expect(closedAnswer.envelope).toEqual(unknownAnswer.envelope);
  });

  it('answers 400 for a bad nickname or offer id', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Bad');
    for (const payload of [{ campaignId: available.id, nickname: 'x' }, { campaignId: 'first' }, {}]) {
      const response = await call(duplicateCampaign, { as: owner, body: unchecked(payload) });
      expect(response.status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('PATCH /advanced-settings', () => {
  it('sets several settings at once and answers the nickname and limit', async () => {
    const owner = await signedInOwner(context);
    const shared = await createGeoTemplate(context.db, {
      accountId: null,
      name: 'Shared',
      zipCodes: ['10001'],
    });
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'A',
    });
    const hours = { sat: [{ from: '09:00', to: '13:00' }] };
    const response = await call(advancedSettings, {
      as: owner,
      body: {
        campaignId: campaign.id,
        nickname: 'Weekend leads',
        limit: 350,
        hours,
        bidPercent: 12,
        concurrentCalls: 4,
        timeoutPerCall: 45,
        geoTemplateId: shared.id,
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.data).toMatchObject({ nickname: 'Weekend leads', limit: 350 });
    expect(response.data.campaign).toMatchObject({
      nickname: 'Weekend leads',
      leadsLimit: '0/350',
      hours,
      bidPercent: 12,
      concurrentCalls: 4,
      timeoutPerCall: 45,
      geoTemplateId: shared.id,
    });
    const cleared = await call(advancedSettings, {
      as: owner,
      body: { campaignId: campaign.id, geoTemplateId: null },
    });
    expect(cleared.data.campaign).toMatchObject({ geoTemplateId: null, nickname: 'Weekend leads' });
  });

  it('answers 404 for another account’s campaign or geo template, like unknown ones', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const mine = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Mine',
    });
    const theirs = await createCampaign(context.db, {
      accountId: stranger.account.id,
      group: 'leads',
      nickname: 'B',
    });
    const theirTemplate = await createGeoTemplate(context.db, {
      accountId: stranger.account.id,
      name: 'Theirs',
      zipCodes: ['30303'],
    });
    const patch = (body: BodyOf<typeof advancedSettings>) => call(advancedSettings, { as: owner, body });
    const foreign = await patch({ campaignId: theirs.id, nickname: 'Taken over' });
    const unknown = await patch({ campaignId: 999_999_999, nickname: 'Taken over' });
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
    const foreignTemplate = await patch({ campaignId: mine.id, geoTemplateId: theirTemplate.id });
    const unknownTemplate = await patch({ campaignId: mine.id, geoTemplateId: 999_999_999 });
    expect(foreignTemplate.status).toBe(404);
    expect(foreignTemplate.envelope).toEqual(unknownTemplate.envelope);
    const theirsNow = await call(getCampaign, { as: stranger, params: { id: theirs.id } });
    expect(theirsNow.data.nickname).toBe('B');
  });

  it('answers 400 for a bad value or an unknown setting, and changes nothing', async () => {
    const owner = await signedInOwner(context);
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'A',
    });
    for (const change of [
      { limit: 10 },
      { bidPercent: 501 },
      { concurrentCalls: 0 },
      { timeoutPerCall: 1000 },
      { hours: { mon: [{ from: '12:00', to: '11:00' }] } },
      { isActive: true },
    ]) {
      const response = await call(advancedSettings, {
        as: owner,
        body: { campaignId: campaign.id, nickname: 'Changed', ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
    }
    const reread = await call(getCampaign, { as: owner, params: { id: campaign.id } });
    expect(reread.data.nickname).toBe('A');
  });
});

describe('POST /webhook/campaign/notify-creation', () => {
  it('switches the campaign on and notifies the account, with its realtime event', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Notify');
    const created = await call(duplicateCampaign, {
      as: owner,
      body: { campaignId: available.id, nickname: 'Fresh campaign' },
    });
    const campaignId = created.data.campaign.campaignId;
    const response = await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaignId } });
    expect(response.status).toBe(200);
    expect(response.data.campaign).toMatchObject({ campaignId, is_active: true });
    const [notification] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, owner.account.id));
    expect(notification).toMatchObject({ type: 'campaign_created', campaignId, title: 'Campaign created' });
    const events = await context.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.accountId, owner.account.id), eq(outboxEvents.event, 'new_notification')));
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ id: notification!.id, title: 'Campaign created' });
  });

  it('does not say a campaign created outside its hours is buying', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Outside Hours');
    const created = await call(duplicateCampaign, {
      as: owner,
      body: { campaignId: available.id, nickname: 'Early bird' },
    });
    const campaignId = created.data.campaign.campaignId;
    const today = easternMoment().day;
    const hours = Object.fromEntries(
      WEEKDAYS.filter((day) => day !== today).map((day) => [day, [{ from: '08:00', to: '20:00' }]]),
    );
    await call(advancedSettings, { as: owner, body: { campaignId, hours } });
    await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaignId } });
    const [notification] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, owner.account.id));
    expect(notification?.body).toMatch(/^Early bird is on, outside its hours — buys from \w{3} 8:00 AM\.$/);
    expect(notification?.body).not.toContain('buying');
  });

  it('answers 404 for another account’s campaign and notifies no one', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const theirs = await createCampaign(context.db, {
      accountId: stranger.account.id,
      group: 'leads',
      nickname: 'Off',
      isActive: false,
    });
    const response = await call(notifyCampaignCreation, { as: owner, body: { campaign_id: theirs.id } });
    expect(response.status).toBe(404);
    const theirsNow = await call(getCampaign, { as: stranger, params: { id: theirs.id } });
    expect(theirsNow.data.is_active).toBe(false);
    const rows = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, stranger.account.id));
    expect(rows).toHaveLength(0);
  });
});

describe('creating a campaign end to end', () => {
  it('duplicate → advanced-settings → notify-creation gives an active campaign in the list', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Flow');
    const duplicated = await call(duplicateCampaign, { as: owner, body: { campaignId: available.id } });
    const campaignId = duplicated.data.campaign.campaignId;
    await call(advancedSettings, {
      as: owner,
      body: { campaignId, nickname: 'Flow leads', limit: 150, bidPercent: 20 },
    });
    await call(notifyCampaignCreation, { as: owner, body: { campaign_id: campaignId } });
    const list = await call(listCampaigns, { as: owner });
    const { campaigns, available_campaigns } = list.data;
    expect(campaigns).toEqual([
      expect.objectContaining({
        campaignId,
        nickname: 'Flow leads',
        limit: 150,
        bidPercent: 20,
        is_active: true,
      }),
    ]);
    expect(available_campaigns.map((item: { _id: number }) => item._id)).not.toContain(available.id);
  });
});

describe('GET /campaigns/company-metadata', () => {
  it('derives the company type from the wizard numbers and gives the defaults and bounds', async () => {
    const owner = await signedInOwner(context, { name: 'Licensed Movers' });
    const before = await call(campaignCompanyMetadata, { as: owner });
    expect(before.data).toMatchObject({
      companyName: 'Licensed Movers',
      companyType: null,
      leadTypes: ['Local', 'Long Distance'],
    });
    await context.db
      .insert(companies)
      .values({ accountId: owner.account.id, localStateLicenseNumber: 'VA-123' });
    const local = await call(campaignCompanyMetadata, { as: owner });
    expect(local.data).toMatchObject({
      companyType: 'Local',
      leadTypes: ['Local'],
      defaults: { limit: 200, concurrentCalls: 1, timeoutPerCall: 30, bidPercent: 0 },
      limits: {
        limit: { min: 75, max: 2000, stepPercent: 5 },
        concurrentCalls: { min: 1, max: 50 },
        timeoutPerCall: { min: 5, max: 600 },
        bidPercent: { min: 0, max: 500 },
      },
    });
  });
});

describe('GET /company/thankYouPagePreview', () => {
  it('answers a desktop or mobile preview with the company’s name, and 400 for another device', async () => {
    const owner = await signedInOwner(context, { name: 'Preview Movers' });
    const desktop = await call(thankYouPagePreview, { as: owner, query: { device: 'desktop' } });
    expect(desktop.data).toMatchObject({
      device: 'desktop',
      width: 1280,
      companyName: 'Preview Movers',
    });
    expect(desktop.data.headline).toContain('Preview Movers');
    const mobile = await call(thankYouPagePreview, { as: owner, query: { device: 'mobile' } });
    expect(mobile.data).toMatchObject({ device: 'mobile', width: 375 });
    const tv = await call(thankYouPagePreview, { as: owner, query: { device: unchecked('tv') } });
    expect(tv.status).toBe(400);
  });
});
