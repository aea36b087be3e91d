import { exportRecords } from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../src/platform/db/schema/index';
import { createCampaign } from '../src/seed/factories';
import type { TestSession } from './support/call';
import { readCsv } from './support/csv';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
let owner: Owner;
let stranger: Owner;
const campaigns = {} as { formulas: number; plain: number; theirs: number };

/** Caller names a spreadsheet would run as formulas (OWASP CSV injection), and one that is safe. */
const FORMULAS = ['=1+2', '+1+2', '-12.50', '@SUM(A1)', '\tTabbed', '\rReturned', '＝1+2'];

beforeAll(async () => {
  const { db } = context;
  owner = await signedInOwner(context, { name: 'Formula Movers' });
  stranger = await signedInOwner(context, { name: 'Other Movers' });
  const accountId = owner.account.id;
  const [formulas, plain, theirs] = await Promise.all([
    createCampaign(db, { accountId, group: 'calls', nickname: 'Formulas' }),
    createCampaign(db, { accountId, group: 'calls', nickname: 'Plain' }),
    createCampaign(db, { accountId: stranger.account.id, group: 'calls', nickname: 'Theirs' }),
  ]);
  Object.assign(campaigns, { formulas: formulas.id, plain: plain.id, theirs: theirs.id });
  const call = {
    callerPhone: '(555) 555-0100',
    distance: 'local',
    status: 'answered',
    timeCreated: new Date('2026-02-10T15:00:00Z'),
    durationSeconds: 30,
    payoutCents: 1250,
    charged: true,
  };
  await db.insert(callRecords).values([
    ...FORMULAS.map((callerName) => ({
      ...call,
      accountId,
      campaignId: formulas.id,
      campaignName: 'Formulas',
      callerName,
    })),
    { ...call, accountId, campaignId: plain.id, campaignName: 'Plain', callerName: 'Ann Smith' },
    {
      ...call,
      accountId: stranger.account.id,
      campaignId: theirs.id,
      campaignName: 'Theirs',
      callerName: 'Not yours',
    },
  ]);
});

const exportCsv = (query: { filter?: string }, who: TestSession = owner) =>
  context.call(exportRecords, { as: who, query: { type: 'calls', ...query } });

describe('GET /statistic/export (CSV)', () => {
  it('writes the header row, then the records of the filtered campaign only', async () => {
    const response = await exportCsv({ filter: `phone_company_id:in:${campaigns.plain}` });
    expect(response.status, response.text).toBe(200);
    const [header, ...rows] = readCsv(response.text);
    expect(header?.slice(0, 5)).toEqual(['Record ID', 'Time (Eastern)', 'Campaign', 'Campaign ID', 'Caller']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(2, 5)).toEqual(['Plain', String(campaigns.plain), 'Ann Smith']);
    expect(rows[0]?.slice(-2)).toEqual(['12.50', 'Yes']);
  });

  it('neutralises every formula start with a leading apostrophe', async () => {
    const response = await exportCsv({ filter: `phone_company_id:in:${campaigns.formulas}` });
    const names = readCsv(response.text)
      .slice(1)
      .map((row) => row[4]);
    expect(names.sort()).toEqual(FORMULAS.map((name) => `'${name}`).sort());
  });

  it('never includes another account’s records, even when the filter names its campaign', async () => {
    const all = readCsv((await exportCsv({})).text).slice(1);
    expect(all).toHaveLength(FORMULAS.length + 1);
    expect(all.map((row) => row[2])).not.toContain('Theirs');
    const theirs = await exportCsv({ filter: `phone_company_id:in:${campaigns.theirs}` });
    expect(readCsv(theirs.text)).toHaveLength(1);
    const theirAccount = await exportCsv({}, { token: owner.token, globalId: stranger.account.id });
    expect(theirAccount.status).toBe(403);
  });
});
