import { cashOutBalance, getListOfBilledItems, getReceipt } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import {
  addSandboxBankAccount,
  backdateMovement,
  chargeForPurchase,
  fundWallet,
} from '../src/seed/money-factories';
import { ownerWithCard, useMoneyTestApp } from './payments-support';
import { type TestSession, unchecked } from './support/call';
import { signedInOwner } from './support/signed-in';

const context = useMoneyTestApp({ cardData: true });
const { call } = context;

type Owner = Awaited<ReturnType<typeof ownerWithCard>>;
let owner: Owner;
let bankId: string;

/** History: charge $100 (Jan 10), lead $12.50 (Jan 11), call $30 (Jan 12), cash out $20 (today), charge $5 from the bank (today). */
beforeAll(async () => {
  owner = await ownerWithCard(context);
  const accountId = owner.account.id;
  const campaign = await createCampaign(context.db, {
    accountId,
    group: 'leads',
    nickname: 'Richmond Leads',
  });
  const bank = await addSandboxBankAccount(context.db, { accountId });
  bankId = bank.payment_method_id;
  const charge = await fundWallet(context.db, {
    accountId,
    paymentMethodId: owner.card.payment_method_id,
    amountCents: 10_000,
  });
  await backdateMovement(context.db, charge, new Date('2026-01-10T15:00:00Z'));
  const lead = await chargeForPurchase(context.db, {
    accountId,
    amountCents: 1250,
    type: 'lead',
    campaignId: campaign.id,
    description: 'Lead from Richmond Leads',
  });
  await backdateMovement(context.db, lead, new Date('2026-01-11T15:00:00Z'));
  const phoneCall = await chargeForPurchase(context.db, {
    accountId,
    amountCents: 3000,
    type: 'call',
    campaignId: campaign.id,
    description: 'Call',
  });
  await backdateMovement(context.db, phoneCall, new Date('2026-01-12T04:30:00Z'));
  await call(cashOutBalance, {
    as: owner,
    body: { fromId: 'wallet', toId: owner.card.payment_method_id, amount: 20 },
  });
  await fundWallet(context.db, { accountId, paymentMethodId: bankId, amountCents: 500 });
});

const list = (body: Record<string, unknown> = {}, as: TestSession = owner) =>
  call(getListOfBilledItems, { as, body: unchecked(body) });
const receipt = (id: number, as: TestSession = owner) => call(getReceipt, { as, params: { id } });

describe('POST /payment/getListOfBilledItems', () => {
  it('lists the account’s transactions newest first with Data.items and Data.filters', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const { items, total_items, filters } = response.data;
    expect(total_items).toBe(5);
    expect(items.map((item: { type: string }) => item.type)).toEqual([
      'charge',
      'cash_out',
      'call',
      'lead',
      'charge',
    ]);
    expect(items[3]).toMatchObject({
      type: 'lead',
      amount: 12.5,
      direction: 'out',
      balance_after: 87.5,
      campaign: 'Richmond Leads',
      payment_method: null,
      status: 'succeeded',
      receipt_path: null,
      timestamp: '2026-01-11 10:00:00',
    });
    expect(items[1]).toMatchObject({
      direction: 'out',
      payment_method: 'Visa •••• 4242',
      receipt_path: `/payment/receipts/${items[1]!.id}`,
    });
    expect(items[0]).toMatchObject({ direction: 'in', payment_method: 'Sandbox National Bank •••• 6789' });
    expect(filters.type.map((option: { value: string }) => option.value)).toContain('cash_out');
    expect(filters.payment_method).toEqual([
      { value: owner.card.payment_method_id, label: 'Visa •••• 4242' },
      { value: bankId, label: 'Sandbox National Bank •••• 6789' },
    ]);
  });

  it('totals every matching succeeded item, not only the page: money in, money out and per type', async () => {
    const all = (await list({ size: 1 })).data.totals;
    expect(all).toEqual({
      money_in: 105,
      money_out: 62.5,
      by_type: [
        { type: 'call', items: 1, amount: 30 },
        { type: 'cash_out', items: 1, amount: 20 },
        { type: 'charge', items: 2, amount: 105 },
        { type: 'lead', items: 1, amount: 12.5 },
      ],
    });
    const spend = (await list({ filter: 'type:in:lead,call' })).data.totals;
    expect(spend).toMatchObject({ money_in: 0, money_out: 42.5 });
  });

  it('shows times in the requested time zone', async () => {
    const { items } = (await list({ timezone: 'America/Los_Angeles', filter: 'type:eq:call' })).data;
    expect(items[0]!.timestamp).toBe('2026-01-11 20:30:00');
  });

  it.each([
    ['type:eq:lead', ['lead']],
    ['type:in:lead,call', ['call', 'lead']],
    ['type:ne:charge', ['cash_out', 'call', 'lead']],
    ['status:eq:succeeded;type:eq:call', ['call']],
    ['amount:gte:30', ['call', 'charge']],
    ['amount:lte:12.50', ['charge', 'lead']],
    ['timestamp:gte:2026-01-11 00:00:00;timestamp:lte:2026-01-11 23:59:59', ['call', 'lead']],
    ['campaign:like:richmond', ['call', 'lead']],
    ['description:like:Cash out', ['cash_out']],
    ['payment_method:null', ['call', 'lead']],
  ])('filters with %s', async (filter, types) => {
    const response = await list({ filter });
    expect(response.status).toBe(200);
    expect(response.data.items.map((item: { type: string }) => item.type)).toEqual(types);
  });

  it('filters by payment method id', async () => {
    const { items } = (await list({ filter: `payment_method:eq:${bankId}` })).data;
    expect(items).toHaveLength(1);
  });

  it('sorts by amount and pages with total_items', async () => {
    const first = (await list({ sort: 'amount:asc', size: 2, page: 1 })).data;
    const second = (await list({ sort: 'amount:asc', size: 2, page: 2 })).data;
    expect(first.total_items).toBe(5);
    expect([...first.items, ...second.items].map((item: { amount: number }) => item.amount)).toEqual([
      5, 12.5, 20, 30,
    ]);
  });

  it.each([
    ['an unknown field', { filter: 'card_number:eq:4242' }, 'filter'],
    ['an operator the field does not take', { filter: 'type:like:lea' }, 'filter'],
    ['an unknown type value', { filter: 'type:eq:bogus' }, 'filter'],
    ['a bad amount', { filter: 'amount:gte:1.005' }, 'filter'],
    ['a bad datetime', { filter: 'timestamp:gte:2026-02-30 00:00:00' }, 'filter'],
    ['a malformed rule', { filter: 'type' }, 'filter'],
    ['an unknown sort field', { sort: 'secret:asc' }, 'sort'],
    ['a bad sort direction', { sort: 'amount:up' }, 'sort'],
  ])('answers 400 BAD_FILTER for %s', async (_name, body, field) => {
    const response = await list(body);
    expect(response.status).toBe(400);
    expect(response.error.code).toBe('BAD_FILTER');
    expect(response.error.fields).toHaveProperty(field);
  });

  it('refuses a bad page size or time zone with 400', async () => {
    expect((await list({ size: 1001 })).status).toBe(400);
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ timezone: 'Mars/Olympus' })).status).toBe(400);
  });

  it('shows nothing of another account', async () => {
    const stranger = await signedInOwner(context);
    const response = await list({}, stranger);
    expect(response.data.items).toEqual([]);
    expect(response.data.filters.payment_method).toEqual([]);
  });
});

describe('GET /payment/receipts/:id', () => {
  it('answers a PDF receipt for a charge or cash out', async () => {
    const { items } = (await list({ filter: 'type:eq:cash_out' })).data;
    const response = await receipt(items[0]!.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`vanbid-receipt-${items[0]!.id}.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(response.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Vanbid receipt ${items[0]!.id}`);
  });

  it('answers 404 for a lead (no receipt), an unknown id and another account’s receipt', async () => {
    const { items } = (await list({ filter: 'type:eq:lead' })).data;
    expect((await receipt(items[0]!.id)).status).toBe(404);
    const unknown = await receipt(999999999);
    expect(unknown.status).toBe(404);
    const [charge] = (await list({ filter: 'type:eq:charge' })).data.items;
    const stranger = await signedInOwner(context);
    const foreign = await receipt(charge!.id, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
  });

  it('answers 401 without a session', async () => {
    const response = await call(getReceipt, { params: { id: 1 } });
    expect(response.status).toBe(401);
  });
});

describe('ledger lines of billed items', () => {
  it('has two balanced lines per transaction', async () => {
    const result = await context.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_entries le join transactions t on t.id = le.transaction_id
      where t.account_id = ${owner.account.id}`);
    expect(result.rows[0]!.n).toBe(10);
  });
});
