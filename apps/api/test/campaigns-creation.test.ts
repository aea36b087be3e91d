import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, notifications, outboxEvents } from '../src/platform/db/schema/index';
import { createCampaign, createCampaignOffer, createGeoTemplate } from '../src/seed/factories';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();

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
    const response = await owner.call({
      method: 'POST',
      url: '/api/phone-company/duplicate',
      payload: { campaignId: available.id },
    });
    expect(response.statusCode).toBe(200);
    const { campaign } = response.json().Data;
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
    const list = await owner.call({ method: 'GET', url: '/api/campaigns' });
    expect(list.json().Data.campaigns.map((item: { campaignId: number }) => item.campaignId)).toEqual([
      campaign.campaignId,
    ]);
  });

  it('answers 409 the second time, and 404 for a closed or unknown offer', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Twice');
    const closed = await offer('Creation Closed', false);
    const duplicate = (campaignId: number) =>
      owner.call({
        method: 'POST',
        url: '/api/phone-company/duplicate',
        payload: { campaignId, nickname: 'Mine' },
      });
    expect((await duplicate(available.id)).statusCode).toBe(200);
    const again = await duplicate(available.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().Error.code).toBe('ALREADY_EXISTS');
    const closedAnswer = await duplicate(closed.id);
    const unknownAnswer = await duplicate(999_999_999);
    expect(closedAnswer.statusCode).toBe(404);
    expect(closedAnswer.json()).toEqual(unknownAnswer.json());
  });

  it('answers 400 for a bad nickname or offer id', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Bad');
    for (const payload of [{ campaignId: available.id, nickname: 'x' }, { campaignId: 'first' }, {}]) {
      const response = await owner.call({ method: 'POST', url: '/api/phone-company/duplicate', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
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
    const response = await owner.call({
      method: 'PATCH',
      url: '/api/advanced-settings',
      payload: {
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
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Data).toMatchObject({ nickname: 'Weekend leads', limit: 350 });
    expect(response.json().Data.campaign).toMatchObject({
      nickname: 'Weekend leads',
      leadsLimit: '0/350',
      hours,
      bidPercent: 12,
      concurrentCalls: 4,
      timeoutPerCall: 45,
      geoTemplateId: shared.id,
    });
    const cleared = await owner.call({
      method: 'PATCH',
      url: '/api/advanced-settings',
      payload: { campaignId: campaign.id, geoTemplateId: null },
    });
    expect(cleared.json().Data.campaign).toMatchObject({ geoTemplateId: null, nickname: 'Weekend leads' });
  });

  it('answers 404 for another account’s campaign or geo template, like unknown ones', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
    const mine = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Mine',
    });
    const theirs = await createCampaign(context.db, {
      accountId: other.account.id,
      group: 'leads',
      nickname: 'B',
    });
    const theirTemplate = await createGeoTemplate(context.db, {
      accountId: other.account.id,
      name: 'Theirs',
      zipCodes: ['30303'],
    });
    const patch = (payload: Record<string, unknown>) =>
      owner.call({ method: 'PATCH', url: '/api/advanced-settings', payload });
    const foreign = await patch({ campaignId: theirs.id, nickname: 'Taken over' });
    const unknown = await patch({ campaignId: 999_999_999, nickname: 'Taken over' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const foreignTemplate = await patch({ campaignId: mine.id, geoTemplateId: theirTemplate.id });
    const unknownTemplate = await patch({ campaignId: mine.id, geoTemplateId: 999_999_999 });
    expect(foreignTemplate.statusCode).toBe(404);
    expect(foreignTemplate.json()).toEqual(unknownTemplate.json());
    const theirsNow = await other.call({ method: 'GET', url: `/api/campaigns/${theirs.id}` });
    expect(theirsNow.json().Data.nickname).toBe('B');
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
      const response = await owner.call({
        method: 'PATCH',
        url: '/api/advanced-settings',
        payload: { campaignId: campaign.id, nickname: 'Changed', ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    const reread = await owner.call({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(reread.json().Data.nickname).toBe('A');
  });
});

describe('POST /webhook/campaign/notify-creation', () => {
  it('switches the campaign on and notifies the account, with its realtime event', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Notify');
    const created = await owner.call({
      method: 'POST',
      url: '/api/phone-company/duplicate',
      payload: { campaignId: available.id, nickname: 'Fresh campaign' },
    });
    const campaignId = created.json().Data.campaign.campaignId;
    const response = await owner.call({
      method: 'POST',
      url: '/api/webhook/campaign/notify-creation',
      payload: { campaign_id: campaignId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.campaign).toMatchObject({ campaignId, is_active: true });
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

  it('answers 404 for another account’s campaign and notifies no one', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
    const theirs = await createCampaign(context.db, {
      accountId: other.account.id,
      group: 'leads',
      nickname: 'Off',
      isActive: false,
    });
    const response = await owner.call({
      method: 'POST',
      url: '/api/webhook/campaign/notify-creation',
      payload: { campaign_id: theirs.id },
    });
    expect(response.statusCode).toBe(404);
    const theirsNow = await other.call({ method: 'GET', url: `/api/campaigns/${theirs.id}` });
    expect(theirsNow.json().Data.is_active).toBe(false);
    const rows = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, other.account.id));
    expect(rows).toHaveLength(0);
  });
});

describe('creating a campaign end to end', () => {
  it('duplicate → advanced-settings → notify-creation gives an active campaign in the list', async () => {
    const owner = await signedInOwner(context);
    const available = await offer('Creation Flow');
    const duplicated = await owner.call({
      method: 'POST',
      url: '/api/phone-company/duplicate',
      payload: { campaignId: available.id },
    });
    const campaignId = duplicated.json().Data.campaign.campaignId;
    await owner.call({
      method: 'PATCH',
      url: '/api/advanced-settings',
      payload: { campaignId, nickname: 'Flow leads', limit: 150, bidPercent: 20 },
    });
    await owner.call({
      method: 'POST',
      url: '/api/webhook/campaign/notify-creation',
      payload: { campaign_id: campaignId },
    });
    const list = await owner.call({ method: 'GET', url: '/api/campaigns' });
    const { campaigns, available_campaigns } = list.json().Data;
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
    const before = await owner.call({ method: 'GET', url: '/api/campaigns/company-metadata' });
    expect(before.json().Data).toMatchObject({
      companyName: 'Licensed Movers',
      companyType: null,
      leadTypes: ['Local', 'Long Distance'],
    });
    await context.db
      .insert(companies)
      .values({ accountId: owner.account.id, localStateLicenseNumber: 'VA-123' });
    const local = await owner.call({ method: 'GET', url: '/api/campaigns/company-metadata' });
    expect(local.json().Data).toMatchObject({
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
    const desktop = await owner.call({
      method: 'GET',
      url: '/api/company/thankYouPagePreview?device=desktop',
    });
    expect(desktop.json().Data).toMatchObject({
      device: 'desktop',
      width: 1280,
      companyName: 'Preview Movers',
    });
    expect(desktop.json().Data.headline).toContain('Preview Movers');
    const mobile = await owner.call({ method: 'GET', url: '/api/company/thankYouPagePreview?device=mobile' });
    expect(mobile.json().Data).toMatchObject({ device: 'mobile', width: 375 });
    const tv = await owner.call({ method: 'GET', url: '/api/company/thankYouPagePreview?device=tv' });
    expect(tv.statusCode).toBe(400);
  });
});
