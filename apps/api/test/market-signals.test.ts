import { randomUUID } from 'node:crypto';
import { advancedSettings, getBidForecast, getMissedOpportunities } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalculateMinimumBids, updateCompetitiveness } from '../src/features/market-signals';
import { createPublisher } from '../src/features/marketplace';
import { createCampaign } from '../src/seed/factories';
import { ALL_DAY, prepareMarket } from './support/marketplace';
import { ownerAndStranger, type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
let publisherId: number;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Campaign types of this file only, so no other file's prices move. */
const RISING_TYPE = 9301;
const FALLING_TYPE = 9302;
const SIGNALS_TYPE = 9303;
const created: { offers: number[]; campaigns: number[] } = { offers: [], campaigns: [] };

beforeAll(async () => {
  await prepareMarket(context.db);
  publisherId = (await createPublisher(context.db, { name: 'Signals Traffic' })).id;
  for (const typeId of [RISING_TYPE, FALLING_TYPE, SIGNALS_TYPE]) await flatMinimums(typeId, 2000);
});

afterAll(async () => {
  if (created.offers.length)
    await context.db.execute(sql`delete from marketplace_offers where id in ${list(created.offers)}`);
  if (created.campaigns.length)
    await context.db.execute(
      sql`update campaigns set is_active = false where id in ${list(created.campaigns)}`,
    );
});

const list = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

async function flatMinimums(typeId: number, cents: number) {
  await context.db.execute(sql`
    insert into min_hourly_bids (campaign_type_id, distance, hour, min_value_cents, mon_cents, tue_cents, wed_cents, thu_cents, fri_cents, sat_cents, sun_cents)
    select ${typeId}, 'local', hour, ${cents}, ${cents}, ${cents}, ${cents}, ${cents}, ${cents}, ${cents}, ${cents}
    from generate_series(0, 23) hour
    on conflict (campaign_type_id, distance, hour) do update set min_value_cents = excluded.min_value_cents,
      mon_cents = excluded.mon_cents, tue_cents = excluded.tue_cents, wed_cents = excluded.wed_cents,
      thu_cents = excluded.thu_cents, fri_cents = excluded.fri_cents, sat_cents = excluded.sat_cents,
      sun_cents = excluded.sun_cents`);
}

async function branded(accountId: number, typeId: number, bidPercent: number, extra = sql``) {
  const campaign = await createCampaign(context.db, {
    accountId,
    group: 'branded',
    nickname: `Branded ${randomUUID().slice(0, 4)}`,
    hours: ALL_DAY,
  });
  await context.db.execute(sql`
    update campaigns set campaign_type_id = ${typeId}, bid_percent = ${bidPercent} ${extra} where id = ${campaign.id}`);
  created.campaigns.push(campaign.id);
  return campaign.id;
}

async function offer(input: { at: Date; kind?: 'lead' | 'call'; branded?: boolean; fromZip?: string }) {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into marketplace_offers (publisher_id, kind, external_id, created_at, phone, from_zip, to_zip, distance, is_branded, payload)
    values (${publisherId}, ${input.kind ?? 'call'}, ${randomUUID()}, ${input.at.toISOString()}, '(804) 555-0100',
      ${input.fromZip ?? '23219'}, '22201', 'local', ${input.branded ?? true}, '{}'::jsonb)
    returning id`);
  const id = Number(result.rows[0]!.id);
  created.offers.push(id);
  return id;
}

async function decide(input: {
  offerId: number;
  accountId: number;
  campaignId: number;
  at: Date;
  lossReason?: string | null;
  priceCents: number;
  clearingPriceCents?: number | null;
}) {
  await context.db.execute(sql`
    insert into marketplace_decisions (offer_id, account_id, campaign_id, created_at, is_won, loss_reason, price_cents, clearing_price_cents)
    values (${input.offerId}, ${input.accountId}, ${input.campaignId}, ${input.at.toISOString()},
      ${!input.lossReason}, ${input.lossReason ?? null}, ${input.priceCents}, ${input.clearingPriceCents ?? null})`);
}

async function outbox(accountId: number, event: string) {
  const result = await context.db.execute<{ payload: Record<string, unknown> }>(
    sql`select payload from outbox_events where account_id = ${accountId} and event = ${event} order by id`,
  );
  return result.rows.map((row) => row.payload);
}

async function slotCents(typeId: number, now: Date) {
  const history = await context.db.execute<{
    old_cents: number;
    new_cents: number;
    weekday: string;
    hour: number;
  }>(
    sql`select old_cents, new_cents, weekday, hour from min_bid_changes where campaign_type_id = ${typeId} order by id`,
  );
  const last = history.rows.at(-1);
  if (!last) return { history: history.rows, cents: null };
  const row = await context.db.execute<Record<string, number>>(
    sql`select * from min_hourly_bids where campaign_type_id = ${typeId} and distance = 'local' and hour = ${last.hour}`,
  );
  void now;
  return {
    history: history.rows,
    cents: Number(row.rows[0]![`${last.weekday}_cents`]),
    min: row.rows[0]!.min_value_cents,
  };
}

describe('minimum hourly bids follow the market', () => {
  // A fixed moment in the past: the 4 weeks before it hold only this file's offers.
  const now = new Date('2025-04-16T18:30:00Z'); // a Wednesday, 14:30 Eastern

  it('raises the minimum of a slot where buyers outnumber offers, by at most 20%, and tells the buyers', async () => {
    const { account } = await signedInOwner(context);
    const other = await signedInOwner(context);
    for (let i = 0; i < 6; i += 1) await branded(account.id, RISING_TYPE, 500);
    const paused = await branded(other.account.id, RISING_TYPE, 0, sql`, is_active = false`);
    await branded(other.account.id, RISING_TYPE, 100);
    await offer({ at: new Date(now.getTime() - 7 * DAY_MS) });

    const changes = await recalculateMinimumBids(context.db, { now, campaignTypeIds: [RISING_TYPE] });
    expect(changes).toEqual([
      {
        campaignTypeId: RISING_TYPE,
        distance: 'local',
        weekday: 'wed',
        hour: 14,
        oldCents: 2000,
        newCents: 2400,
      },
    ]);
    const { history, cents, min } = await slotCents(RISING_TYPE, now);
    expect(cents).toBe(2400);
    expect(min).toBe(2000); // the other weekdays of the hour kept 20.00
    expect(history).toEqual([{ old_cents: 2000, new_cents: 2400, weekday: 'wed', hour: 14 }]);
    expect(await outbox(account.id, 'MIN_BID_UPDATE')).toEqual([
      { campaignTypeId: RISING_TYPE, distance: 'local' },
    ]);
    expect(await outbox(other.account.id, 'MIN_BID_UPDATE')).toEqual([
      { campaignTypeId: RISING_TYPE, distance: 'local' },
    ]);
    expect(await outbox(account.id, 'bid_recalculation')).toHaveLength(6);
    const otherRecalculations = await outbox(other.account.id, 'bid_recalculation');
    expect(otherRecalculations.map((payload) => payload.campaignId)).not.toContain(paused);
    expect(otherRecalculations).toHaveLength(1);
  });

  it('lowers a minimum where offers go unsold, and holds a slot without offers', async () => {
    const { account } = await signedInOwner(context);
    await branded(account.id, FALLING_TYPE, 0);
    for (let i = 0; i < 40; i += 1) await offer({ at: new Date(now.getTime() - 14 * DAY_MS + i * 1000) });
    const changes = await recalculateMinimumBids(context.db, { now, campaignTypeIds: [FALLING_TYPE] });
    expect(changes.map((change) => [change.oldCents, change.newCents])).toEqual([[2000, 1600]]);

    const quietHour = new Date(now.getTime() + 3 * HOUR_MS); // no offers at 17:30 Eastern
    expect(
      await recalculateMinimumBids(context.db, { now: quietHour, campaignTypeIds: [FALLING_TYPE] }),
    ).toEqual([]);
  });
});

describe('competitiveness', () => {
  const now = new Date('2025-04-23T18:30:00Z');

  it('bands each campaign by the last hour of its auctions and sends BID_COMPETITIVENESS only on a change', async () => {
    const { account } = await signedInOwner(context);
    const behind = await branded(account.id, SIGNALS_TYPE, 0);
    const ahead = await branded(account.id, SIGNALS_TYPE, 100);
    for (let i = 0; i < 10; i += 1) {
      const at = new Date(now.getTime() - 30 * 60_000 + i * 1000);
      const offerId = await offer({ at });
      await decide({ offerId, accountId: account.id, campaignId: ahead, at, priceCents: 4000 });
      await decide({
        offerId,
        accountId: account.id,
        campaignId: behind,
        at,
        lossReason: i === 0 ? null : 'outbid',
        priceCents: 2000,
        clearingPriceCents: i === 0 ? null : 4000,
      });
    }
    const changes = await updateCompetitiveness(context.db, now);
    expect(changes).toEqual([
      { campaignId: behind, band: 'losing', winRatePercent: 10 },
      { campaignId: ahead, band: 'winning', winRatePercent: 100 },
    ]);
    expect(await outbox(account.id, 'BID_COMPETITIVENESS')).toEqual([
      { campaignId: behind, competitiveness: 10, band: 'losing' },
      { campaignId: ahead, competitiveness: 100, band: 'winning' },
    ]);
    expect(await updateCompetitiveness(context.db, now)).toEqual([]);
    expect(await outbox(account.id, 'BID_COMPETITIVENESS')).toHaveLength(2);
  });
});

describe('why didn’t I get it, and the forecast', () => {
  let owner: SignedInOwner;
  let stranger: SignedInOwner;
  let mine: number;
  let rival: number;
  const today = new Date();
  const day = (date: Date) => date.toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ owner, stranger } = await ownerAndStranger(context));
    mine = await branded(owner.account.id, SIGNALS_TYPE, 0);
    rival = await branded(stranger.account.id, SIGNALS_TYPE, 50);
    const template = await context.db.execute<{ id: number }>(
      sql`insert into geo_templates (account_id, name, zip_codes) values (${owner.account.id}, 'Richmond', '["23219"]'::jsonb) returning id`,
    );
    await context.db.execute(
      sql`update campaigns set geo_template_id = ${template.rows[0]!.id} where id = ${mine}`,
    );
    const at = new Date(today.getTime() - 2 * DAY_MS);
    // 4 outbid by the rival at $30 (a 2000 minimum at +50%), 1 won, 2 out of hours, 1 on funds.
    for (let i = 0; i < 8; i += 1) {
      const offerId = await offer({ at: new Date(at.getTime() + i * 1000) });
      const reason = i < 4 ? 'outbid' : i === 4 ? null : i < 7 ? 'hours' : 'funds';
      await decide({
        offerId,
        accountId: owner.account.id,
        campaignId: mine,
        at,
        lossReason: reason,
        priceCents: 2000,
        clearingPriceCents: reason === 'outbid' ? 3000 : null,
      });
      if (reason === 'outbid')
        await decide({ offerId, accountId: stranger.account.id, campaignId: rival, at, priceCents: 3000 });
    }
    // Two offers from outside the campaign's area: never logged for it, still missed.
    await offer({ at, fromZip: '90210' });
    await offer({ at, fromZip: '10001' });
  });

  it('counts the missed offers by reason with the prices it was outbid at and the bid that would have won', async () => {
    const response = await context.call(getMissedOpportunities, {
      params: { id: mine },
      // Up to a day and a half ago (in Eastern days too): the offers other test files post
      // today stay out of the counts; this file's are two days old.
      query: {
        from: day(new Date(today.getTime() - 7 * DAY_MS)),
        to: day(new Date(today.getTime() - 1.5 * DAY_MS)),
        timezone: 'America/New_York',
      },
      as: owner,
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      campaign: { id: mine, nickname: expect.any(String) },
      won: 1,
      missed: {
        paused: 0,
        outbid: 4,
        hours: 2,
        geography: 2,
        daily_limit: 0,
        weekly_cap: 0,
        monthly_cap: 0,
        concurrency: 0,
        funds: 1,
        duplicate: 0,
      },
      clearing_prices: { low: 30, median: 30, high: 30 },
      current_bid: 20,
      suggested_percent: 51,
    });
  });

  it('counts the offers of its kind and area that came while it was paused', async () => {
    const paused = await branded(owner.account.id, SIGNALS_TYPE, 0);
    const template = await context.db.execute<{ id: number }>(
      sql`insert into geo_templates (account_id, name, zip_codes) values (${owner.account.id}, 'Far', '["23298"]'::jsonb) returning id`,
    );
    await context.db.execute(
      sql`update campaigns set geo_template_id = ${template.rows[0]!.id}, is_active = false where id = ${paused}`,
    );
    // Switched off three days ago (the pause the switch recorded, moved back in time).
    await context.db.execute(
      sql`update campaign_pauses set paused_at = now() - interval '3 days' where campaign_id = ${paused}`,
    );
    const at = new Date(today.getTime() - 2 * DAY_MS);
    for (let i = 0; i < 3; i += 1) await offer({ at, fromZip: '23298' });
    const response = await context.call(getMissedOpportunities, {
      params: { id: paused },
      query: {
        from: day(new Date(today.getTime() - 7 * DAY_MS)),
        to: day(new Date(today.getTime() - 1.5 * DAY_MS)),
        timezone: 'America/New_York',
      },
      as: owner,
    });
    expect(response.status).toBe(200);
    expect(response.data.won).toBe(0);
    expect(response.data.missed.paused).toBe(3);
  });

  it('answers 404 for another account’s campaign and 400 for a bad range, naming the field', async () => {
    const foreign = await context.call(getMissedOpportunities, {
      params: { id: rival },
      query: { from: day(today), to: day(today) },
      as: owner,
    });
    expect(foreign.status).toBe(404);
    const backwards = await context.call(getMissedOpportunities, {
      params: { id: mine },
      query: { from: day(today), to: day(new Date(today.getTime() - DAY_MS)) },
      as: owner,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error.fields).toHaveProperty('from');
    const tooLong = await context.call(getMissedOpportunities, {
      params: { id: mine },
      query: { from: '2025-01-01', to: '2025-12-31' },
      as: owner,
    });
    expect(tooLong.status).toBe(400);
    const notADay = await context.call(getMissedOpportunities, {
      params: { id: mine },
      query: { from: '2025-02-30', to: '2025-03-01' },
      as: owner,
    });
    expect(notADay.status).toBe(400);
    expect(notADay.error.fields).toHaveProperty('from');
  });

  it('forecasts what a bid would have bought from the last 4 weeks replayed: a higher bid wins the outbid offers', async () => {
    const at = async (percent: number) =>
      context.call(getBidForecast, { params: { id: mine }, query: { percent }, as: owner });
    const current = await at(0);
    expect(current.status).toBe(200);
    expect(current.data.offers).toBe(8);
    expect(current.data.forecast).toMatchObject({ percent: 0, bid: 20 });
    const zeroWins = current.data.forecast.win_rate * 8;
    expect(zeroWins).toBeCloseTo(1); // the one it won: nobody else bid
    const higher = await at(60);
    expect(higher.data.forecast.win_rate * 8).toBeCloseTo(5); // + the 4 outbid at $30; hours and funds stay lost
    expect(higher.data.forecast.per_week).toBeGreaterThan(current.data.forecast.per_week);
    expect(higher.data.levels.map((level) => level.percent)).toEqual([40, 50, 60, 70, 85, 110]);
    const wins = higher.data.levels.map((level) => level.win_rate);
    expect(wins).toEqual([...wins].sort((a, b) => a - b));
  });

  it('replays only the offers from the area the campaign buys in now: a region elsewhere leaves nothing to replay', async () => {
    const forecast = async () =>
      (await context.call(getBidForecast, { params: { id: mine }, query: { percent: 60 }, as: owner })).data;
    const setRegion = (states: string[]) =>
      context.call(advancedSettings, {
        as: owner,
        body: { campaignId: mine, region: { kind: 'states', states } },
      });
    expect((await setRegion(['OH', 'IN', 'MI'])).status).toBe(200);
    const elsewhere = await forecast();
    expect(elsewhere.offers).toBe(0);
    expect(elsewhere.forecast).toMatchObject({ per_week: 0, spend_per_week: 0 });
    expect((await setRegion(['VA'])).status).toBe(200); // Richmond's 23219 is in Virginia
    expect((await forecast()).offers).toBe(8);
  });

  it('counts the market’s offers from an area it just added: widening the area raises the estimate', async () => {
    // Last in this block: its offers (three days old) would be outside the first campaign's area.
    const wide = await branded(owner.account.id, SIGNALS_TYPE, 0);
    await context.db.execute(
      sql`update campaigns set created_at = now() - interval '10 days' where id = ${wide}`,
    );
    const setStates = (states: string[]) =>
      context.call(advancedSettings, {
        as: owner,
        body: { campaignId: wide, region: { kind: 'states', states } },
      });
    expect((await setStates(['MT'])).status).toBe(200);
    const at = (seconds: number) => new Date(today.getTime() - 3 * DAY_MS + seconds * 1000);
    // It bought the two Montana offers of those days.
    for (const second of [0, 1]) {
      const offerId = await offer({ at: at(second), fromZip: '59601' });
      await decide({
        offerId,
        accountId: owner.account.id,
        campaignId: wide,
        at: at(second),
        priceCents: 2000,
      });
    }
    // Wyoming's offers then: outside its area, so it took no part; a rival bought one at $30.
    for (const second of [10, 11, 12]) {
      const offerId = await offer({ at: at(second), fromZip: '82001' });
      if (second === 10)
        await decide({
          offerId,
          accountId: stranger.account.id,
          campaignId: rival,
          at: at(second),
          priceCents: 3000,
        });
    }
    // One more came while it was paused: still none it could have bought.
    await context.db.execute(sql`
      insert into campaign_pauses (campaign_id, paused_at, resumed_at)
      values (${wide}, ${at(20).toISOString()}, ${at(30).toISOString()})`);
    await offer({ at: at(25), fromZip: '82001' });
    const forecast = async (percent: number) =>
      (await context.call(getBidForecast, { params: { id: wide }, query: { percent }, as: owner })).data;

    const before = await forecast(0);
    expect(before.offers).toBe(2);
    expect((await setStates(['MT', 'WY'])).status).toBe(200);
    const after = await forecast(0);
    expect(after.offers).toBe(5);
    // + the two Wyoming offers nobody bought; the rival's $30 stays ahead of $20.
    expect(after.forecast.win_rate * after.offers).toBeCloseTo(4);
    expect(after.forecast.per_week).toBeGreaterThan(before.forecast.per_week);
    const higher = await forecast(60);
    expect(higher.forecast.win_rate * higher.offers).toBeCloseTo(5);
  });

  it('answers 404 for another account’s campaign and 400 for a bid outside 0–500%', async () => {
    const foreign = await context.call(getBidForecast, {
      params: { id: rival },
      query: { percent: 10 },
      as: owner,
    });
    expect(foreign.status).toBe(404);
    const tooHigh = await context.call(getBidForecast, {
      params: { id: mine },
      query: { percent: 501 },
      as: owner,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.error.fields).toHaveProperty('percent');
  });
});
