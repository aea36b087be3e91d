import { exportRecords, getDashboard, getRecords, type QueryOf } from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../src/platform/db/schema/index';
import { createCampaign, generateCallRecords, generateLeadRecords } from '../src/seed/factories';
import { readCsv } from './support/csv';
import { ownerAndStranger, type SignedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

type Owner = SignedInOwner;
const world = {} as {
  owner: Owner;
  stranger: Owner;
  bulk: number;
  odd: number;
  leads: number;
  dashboard: number;
  strangerCampaign: number;
};

const ODD_NAME = 'Movers, "Best" in town';

beforeAll(async () => {
  const { db } = context;
  Object.assign(world, await ownerAndStranger(context));
  const accountId = world.owner.account.id;
  const [bulk, odd, leads, dashboard, theirs] = await Promise.all([
    createCampaign(db, { accountId, group: 'calls', nickname: 'Bulk' }),
    createCampaign(db, { accountId, group: 'calls', nickname: ODD_NAME }),
    createCampaign(db, { accountId, group: 'leads', nickname: 'Leads' }),
    createCampaign(db, { accountId, group: 'calls', nickname: 'Dashboard' }),
    createCampaign(db, { accountId: world.stranger.account.id, group: 'calls', nickname: 'Theirs' }),
  ]);
  Object.assign(world, {
    bulk: bulk.id,
    odd: odd.id,
    leads: leads.id,
    dashboard: dashboard.id,
    strangerCampaign: theirs.id,
  });
  // More than one export batch (5000 rows).
  await generateCallRecords(db, {
    accountId,
    campaignId: bulk.id,
    campaignName: 'Bulk',
    days: 40,
    perDay: 140,
  });
  await generateLeadRecords(db, {
    accountId,
    campaignId: leads.id,
    campaignName: 'Leads',
    days: 3,
    perDay: 4,
  });
  await generateCallRecords(db, {
    accountId: world.stranger.account.id,
    campaignId: theirs.id,
    campaignName: 'Theirs',
    days: 3,
    perDay: 5,
  });
  const call = { accountId, callerPhone: '(555) 555-0100', distance: 'local', status: 'answered' };
  await db.insert(callRecords).values([
    {
      ...call,
      campaignId: odd.id,
      campaignName: ODD_NAME,
      timeCreated: new Date('2026-01-10T15:00:00Z'),
      callerName: '=HYPERLINK("http://x")',
      durationSeconds: 42,
      payoutCents: 2050,
      charged: true,
    },
    // Dashboard: Mon 2026-03-02 09:xx and 14:xx New York (EST), Tue 03-03 09:xx, one on Sun 03-08.
    ...[
      ['2026-03-02T14:10:00Z', 3000],
      ['2026-03-02T14:50:00Z', 0],
      ['2026-03-02T19:00:00Z', 1500],
      ['2026-03-03T14:30:00Z', null],
      ['2026-03-08T18:00:00Z', 4500],
    ].map(([time, payout]) => ({
      ...call,
      campaignId: dashboard.id,
      campaignName: 'Dashboard',
      timeCreated: new Date(time as string),
      payoutCents: payout as number | null,
      charged: (payout as number | null) !== null && (payout as number) > 0,
    })),
  ]);
});

const exportCsv = (owner: Owner, query: QueryOf<typeof exportRecords>) =>
  call(exportRecords, { as: owner, query });

describe('GET /statistic/export', () => {
  it('streams every matching record as CSV, in list order, the count matching total_items', async () => {
    const filter = `phone_company_id:in:${world.bulk}`;
    const response = await exportCsv(world.owner, { type: 'calls', filter });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="call-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = readCsv(response.text);
    expect(header).toEqual([
      'Record ID',
      'Time (Eastern)',
      'Campaign',
      'Campaign ID',
      'Caller',
      'Caller phone',
      'From ZIP',
      'To ZIP',
      'Distance',
      'Duration (seconds)',
      'Status',
      'Payout (USD)',
      'Charged',
    ]);
    const list = await call(getRecords, { as: world.owner, query: { type: 'calls', filter, size: 1000 } });
    const { total_items, monetary_value, records } = list.data;
    expect(total_items).toBeGreaterThan(5000);
    expect(rows).toHaveLength(total_items);
    expect(new Set(rows.map((row) => row[0])).size).toBe(total_items);
    expect(rows.slice(0, 1000).map((row) => Number(row[0]))).toEqual(
      records.map((record: { id: number }) => record.id),
    );
    const cents = rows.reduce((sum, row) => sum + Math.round(Number(row[11] || 0) * 100), 0);
    expect(cents).toBe(Math.round(monetary_value * 100));
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as formulas', async () => {
    const response = await exportCsv(world.owner, {
      type: 'calls',
      filter: `phone_company_id:eq:${world.odd}`,
    });
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toMatch(
      /^\d+,2026-01-10 10:00:00,"Movers, ""Best"" in town",\d+,"'=HYPERLINK\(""http:\/\/x""\)",\(555\) 555-0100,,,Local,42,answered,20\.50,Yes$/,
    );
    expect(lines).toHaveLength(3);
  });

  it('exports leads with their columns, in the requested time zone', async () => {
    const response = await exportCsv(world.owner, { type: 'leads', timezone: 'America/Denver' });
    const [header, ...rows] = readCsv(response.text);
    expect(header).toContain('E-mail');
    expect(header).toContain('Move size');
    expect(header).toContain('Time (Mountain)');
    expect(rows.length).toBeGreaterThan(0);
    expect(response.headers['content-disposition']).toContain('lead-log-');
  });

  it('never exports another account’s records, and answers a bad filter with the JSON 400', async () => {
    const theirs = await exportCsv(world.owner, {
      type: 'calls',
      filter: `phone_company_id:in:${world.strangerCampaign}`,
    });
    expect(readCsv(theirs.text)).toHaveLength(1);
    const bad = await exportCsv(world.owner, { type: 'calls', filter: 'account_id:eq:1' });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: 'BAD_FILTER',
      message: expect.stringContaining('account_id'),
    });
    const anonymous = await call(exportRecords, { query: { type: 'calls' } });
    expect(anonymous.status).toBe(401);
  });
});

const dashboard = (owner: Owner, query: QueryOf<typeof getDashboard>) =>
  call(getDashboard, { as: owner, query });

describe('GET /statistic/dashboard', () => {
  const march = { type: 'calls', campaignId: 0, from: '2026-03-01', to: '2026-03-08' } as const;

  it('gives KPIs, a day series with empty days, and hour and weekday breakdowns in the time zone', async () => {
    const response = await dashboard(world.owner, { ...march, campaignId: world.dashboard });
    expect(response.status, response.text).toBe(200);
    const data = response.data;
    expect(data.campaign).toEqual({ id: world.dashboard, nickname: 'Dashboard', caps: [] });
    // The average is of the 3 charged calls: the uncharged ones ($0) do not pull it down.
    expect(data.kpis).toEqual({ count: 5, spend: 90, average_payout: 30, zero_payout_share: 0.4 });
    expect(data.series).toHaveLength(8);
    expect(data.series[0]).toEqual({ bucket: '2026-03-01', count: 0, spend: 0 });
    expect(data.series[1]).toEqual({ bucket: '2026-03-02', count: 3, spend: 45 });
    expect(data.series[7]).toEqual({ bucket: '2026-03-08', count: 1, spend: 45 });
    expect(data.by_hour).toHaveLength(24);
    expect(data.by_hour[9]).toEqual({ hour: 9, count: 3, spend: 30 });
    // 2026-03-08 18:00Z is 14:00 in New York (daylight saving started at 2:00 that day).
    expect(data.by_hour[14]).toEqual({ hour: 14, count: 2, spend: 60 });
    expect(data.by_weekday.map((day: { count: number }) => day.count)).toEqual([3, 1, 0, 0, 0, 0, 1]);
  });

  it('buckets by hour and moves the buckets with the time zone', async () => {
    const response = await dashboard(world.owner, {
      ...march,
      campaignId: world.dashboard,
      to: '2026-03-02',
      interval: 'hour',
      timezone: 'America/Los_Angeles',
    });
    const data = response.data;
    expect(data.series).toHaveLength(48);
    expect(data.series.filter((bucket: { count: number }) => bucket.count > 0)).toEqual([
      { bucket: '2026-03-02 06:00', count: 2, spend: 30 },
      { bucket: '2026-03-02 11:00', count: 1, spend: 15 },
    ]);
  });

  it('answers 404 for another account’s campaign and 400 for a bad range', async () => {
    const theirs = await dashboard(world.owner, { ...march, campaignId: world.strangerCampaign });
    expect(theirs.status).toBe(404);
    const backwards = await dashboard(world.owner, {
      ...march,
      campaignId: world.dashboard,
      from: '2026-03-09',
    });
    expect(backwards.status).toBe(400);
    const tooLong = await dashboard(world.owner, {
      ...march,
      campaignId: world.dashboard,
      from: '2026-01-01',
      interval: 'hour',
    });
    expect(tooLong.status).toBe(400);
    const badDay = await dashboard(world.owner, { ...march, campaignId: world.dashboard, to: '2026-02-30' });
    expect(badDay.error.fields).toHaveProperty('to');
  });
});
