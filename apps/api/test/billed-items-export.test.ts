import { exportBilledItems, getListOfBilledItems } from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportBilledItemsCsv } from '../src/features/billing';
import { createCampaign } from '../src/seed/factories';
import { backdateMovement, chargeForPurchase, fundWallet } from '../src/seed/money-factories';
import { ownerWithCard, useMoneyTestApp } from './payments-support';
import type { TestSession } from './support/call';
import { readCsv } from './support/csv';

const context = useMoneyTestApp({ cardData: false });

type Owner = Awaited<ReturnType<typeof ownerWithCard>>;
let owner: Owner;
let stranger: Owner;

/** Text a spreadsheet would run as a formula, one per description (OWASP CSV injection). */
const FORMULAS = ['=HYPERLINK("http://x")', '+1+2', '-12.50', '@SUM(A1)', '\tTabbed', '\rReturned'];
const JAN_11 = new Date('2026-01-11T15:00:00Z');

/** Owner: $100 added (Jan 10), then one $1.00 lead per formula (Jan 11, same second) on "@Richmond". */
beforeAll(async () => {
  owner = await ownerWithCard(context);
  stranger = await ownerWithCard(context);
  const accountId = owner.account.id;
  const campaign = await createCampaign(context.db, { accountId, group: 'leads', nickname: '@Richmond' });
  const charge = await fundWallet(context.db, {
    accountId,
    paymentMethodId: owner.card.payment_method_id,
    amountCents: 10_000,
  });
  await backdateMovement(context.db, charge, new Date('2026-01-10T15:00:00Z'));
  for (const description of FORMULAS) {
    const lead = await chargeForPurchase(context.db, {
      accountId,
      amountCents: 100,
      type: 'lead',
      campaignId: campaign.id,
      description,
    });
    await backdateMovement(context.db, lead, JAN_11);
  }
  await fundWallet(context.db, {
    accountId: stranger.account.id,
    paymentMethodId: stranger.card.payment_method_id,
    amountCents: 4_200,
  });
});

const exportCsv = (
  query: { filter?: string; sort?: string; timezone?: string } = {},
  who: TestSession = owner,
) => context.call(exportBilledItems, { as: who, query });

const list = (body: { sort?: string } = {}) =>
  context.call(getListOfBilledItems, { as: owner, body: { size: 100, ...body } });

describe('GET /payment/exportBilledItems', () => {
  it('downloads every transaction as CSV with human headers, in the list’s order', async () => {
    const response = await exportCsv();
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vanbid-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const [header, ...rows] = readCsv(response.text);
    expect(header).toEqual([
      'Transaction ID',
      'Date (Eastern)',
      'Type',
      'Description',
      'Campaign',
      'Payment method',
      'Amount (USD)',
      'Balance after (USD)',
      'Status',
    ]);
    const { items } = (await list()).data;
    expect(rows.map((row) => Number(row[0]))).toEqual(items.map((item: { id: number }) => item.id));
    expect(rows.at(-1)).toEqual([
      String(items.at(-1)!.id),
      '2026-01-10 10:00:00',
      'Funds added',
      'Funds added from Visa •••• 4242',
      '',
      'Visa •••• 4242',
      '100.00',
      '100.00',
      'Succeeded',
    ]);
  });

  it('neutralises formulas in text with an apostrophe and keeps money out of the wallet a negative number', async () => {
    const rows = readCsv((await exportCsv({ filter: 'type:eq:lead' })).text).slice(1);
    expect(rows.map((row) => row[3]).sort()).toEqual(FORMULAS.map((text) => `'${text}`).sort());
    for (const row of rows) {
      expect(row[4]).toBe("'@Richmond");
      expect(row[5]).toBe('Wallet');
      expect(row[6]).toBe('-1.00');
    }
    // The carriage return stays inside its quoted cell: one line per item.
    expect(rows).toHaveLength(FORMULAS.length);
  });

  it('applies the list’s filter, sort and time zone', async () => {
    const leadsOnJan11 = await exportCsv({
      filter: 'timestamp:gte:2026-01-11 00:00:00;timestamp:lte:2026-01-11 23:59:59;type:eq:lead',
      sort: 'amount:asc',
      timezone: 'America/Los_Angeles',
    });
    const [header, ...rows] = readCsv(leadsOnJan11.text);
    expect(header?.[1]).toBe('Date (Pacific)');
    expect(rows).toHaveLength(FORMULAS.length);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['2026-01-11 07:00:00']));
    const byMethod = await exportCsv({ filter: `payment_method:eq:${owner.card.payment_method_id}` });
    expect(
      readCsv(byMethod.text)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['Funds added']);
  });

  it('reads every item in keyset batches, ties on the sort key included', async () => {
    for (const sort of ['timestamp:desc', 'type:asc', 'amount:desc']) {
      const stream = exportBilledItemsCsv(
        context.db,
        owner.account.id,
        {
          filter: '',
          sort,
          timezone: 'America/New_York',
        },
        2,
      );
      let body = '';
      for await (const chunk of stream) body += String(chunk);
      const ids = readCsv(body)
        .slice(1)
        .map((row) => Number(row[0]));
      const { items } = (await list({ sort })).data;
      expect(ids, sort).toEqual(items.map((item: { id: number }) => item.id));
    }
  });

  it('never includes another account’s items', async () => {
    const mine = readCsv((await exportCsv()).text).slice(1);
    expect(mine.map((row) => row[6])).not.toContain('42.00');
    const theirs = readCsv((await exportCsv({}, stranger)).text).slice(1);
    expect(theirs.map((row) => row[6])).toEqual(['42.00']);
    const theirMethod = await exportCsv({ filter: `payment_method:eq:${stranger.card.payment_method_id}` });
    expect(readCsv(theirMethod.text)).toHaveLength(1);
    const theirAccount = await exportCsv({}, { token: owner.token, globalId: stranger.account.id });
    expect(theirAccount.status).toBe(403);
  });

  it('answers a bad filter with the JSON 400 and a caller without a token with 401', async () => {
    const bad = await exportCsv({ filter: 'account_id:eq:1' });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: 'BAD_FILTER',
      message: expect.stringContaining('account_id'),
    });
    const anonymous = await context.call(exportBilledItems, { query: {} });
    expect(anonymous.status).toBe(401);
  });
});
