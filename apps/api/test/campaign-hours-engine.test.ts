import { getCampaign, saveActiveStatus, saveCompanyHours } from '@vanbid/contract';
import { WEEKDAYS } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { easternMoment } from '../src/platform/clock/eastern-moment';
import { ALL_DAY, buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

/** Hours on every day but today (Eastern): the campaign is outside its hours now. */
function everyDayButToday() {
  const today = easternMoment().day;
  return Object.fromEntries(
    WEEKDAYS.filter((day) => day !== today).map((day) => [day, [{ from: '00:00', to: '24:00' }]]),
  );
}

describe('POST /company/saveCompanyHours and the engine', () => {
  it('stops the campaign buying outside the saved hours and lets it buy again within them', async () => {
    const owner = await signedInOwner(context);
    const { campaign } = await buyer(context.db, { account: owner.account });
    const closed = await call(saveCompanyHours, {
      as: owner,
      body: { campaignId: campaign.id, hours: everyDayButToday() },
    });
    expect(closed.status).toBe(200);
    const refused = await publisher.post('/api/marketplace/leads', leadBody());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Error.fields.reason).toBe('hours');

    const open = await call(saveCompanyHours, {
      as: owner,
      body: { campaignId: campaign.id, hours: ALL_DAY },
    });
    expect(open.data.campaign.hours).toEqual(ALL_DAY);
    const bought = await publisher.post('/api/marketplace/leads', leadBody());
    expect(bought.statusCode, bought.body).toBe(200);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
  });
});

describe('POST /settings/saveActiveStatus: who paused it', () => {
  it('answers who switched the campaign off and when; switching on clears both', async () => {
    const owner = await signedInOwner(context);
    const { campaign } = await buyer(context.db, { account: owner.account });
    const before = Date.now();
    const paused = await call(saveActiveStatus, {
      as: owner,
      body: { campaignId: campaign.id, is_active: false },
    });
    expect(paused.data.campaign).toMatchObject({ is_active: false, pausedBy: 'Test Owner' });
    const pausedAt = Date.parse(paused.data.campaign.pausedAt ?? '');
    expect(pausedAt).toBeGreaterThanOrEqual(before - 1000);
    const reread = await call(getCampaign, { as: owner, params: { id: campaign.id } });
    expect(reread.data.pausedBy).toBe('Test Owner');

    const resumed = await call(saveActiveStatus, {
      as: owner,
      body: { campaignId: campaign.id, is_active: true },
    });
    expect(resumed.data.campaign).toMatchObject({ is_active: true, pausedBy: null, pausedAt: null });
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
  });
});

describe('GET /campaigns/:id: the pause is read from the pause history', () => {
  it('answers since when a campaign is off, however it was switched off, and who paused it', async () => {
    const owner = await signedInOwner(context);
    const { campaign } = await buyer(context.db, { account: owner.account });
    // Switched off outside the switch (support's SQL, the demo's history): its pause is dated all the same.
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    await context.db.execute(
      sql`update campaign_pauses set paused_at = '2026-11-24T15:00:00Z' where campaign_id = ${campaign.id}`,
    );
    const offBySql = await call(getCampaign, { as: owner, params: { id: campaign.id } });
    expect(offBySql.data).toMatchObject({ pausedAt: '2026-11-24T15:00:00Z', pausedBy: null });

    await call(saveActiveStatus, { as: owner, body: { campaignId: campaign.id, is_active: true } });
    await call(saveActiveStatus, { as: owner, body: { campaignId: campaign.id, is_active: false } });
    const pauses = await context.db.execute<{ open: number }>(
      sql`select count(*) filter (where resumed_at is null)::int as open from campaign_pauses where campaign_id = ${campaign.id}`,
    );
    expect(pauses.rows[0]!.open).toBe(1);
    const pausedAgain = await call(getCampaign, { as: owner, params: { id: campaign.id } });
    expect(pausedAgain.data.pausedBy).toBe('Test Owner');
    expect(Date.parse(pausedAgain.data.pausedAt ?? '')).toBeGreaterThan(Date.parse('2026-11-25T00:00:00Z'));
  });
});
