import { type BodyOf, createOrUpdateRecharge, getBalance, getListOfBilledItems } from '@vanbid/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { debitForSales, maybeAutoRecharge } from '../src/features/wallet';
import { notifications, outboxEvents, rechargeSettings } from '../src/platform/db/schema/index';
import { createCampaign } from '../src/seed/factories';
import {
  addSandboxBankAccount,
  addSandboxCard,
  enableAutoRecharge,
  fundWallet,
  SANDBOX_BANK,
} from '../src/seed/money-factories';
import {
  gatewayCharges,
  idempotencyKey,
  ownerWithCard,
  SANDBOX_CARDS,
  useMoneyTestApp,
} from './payments-support';
import { unchecked } from './support/call';
import { signedInOwner } from './support/signed-in';
import { buyFromWallet, salesPublisher } from './support/wallet-sales';
import { testDatabaseUrl } from './support/worker-database';

const context = useMoneyTestApp({ cardData: true });
const { call } = context;

const lead = (accountId: number, priceCents: number) =>
  buyFromWallet(context.app.deps, { accountId, priceCents, type: 'lead' });

async function failureNotices(accountId: number) {
  return context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.type, 'auto_recharge_failed')));
}

describe('POST /payment/createOrUpdateRecharge', () => {
  it('saves threshold and amount, and GET /company/balance shows them', async () => {
    const owner = await signedInOwner(context);
    const save = (body: BodyOf<typeof createOrUpdateRecharge>) =>
      call(createOrUpdateRecharge, { as: owner, body, headers: idempotencyKey() });
    const created = await save({ threshold: 50, amount: 19.99 });
    expect(created.data.recharge).toEqual({
      is_enabled: true,
      threshold: 50,
      amount: 19.99,
      last_failure_at: null,
      last_run_at: null,
      last_failed_at: null,
    });
    await save({ threshold: 0, amount: 100, is_enabled: false });
    const balance = await call(getBalance, { as: owner });
    expect(balance.data.recharge).toEqual({
      is_enabled: false,
      threshold: 0,
      amount: 100,
      last_failure_at: null,
      last_run_at: null,
      last_failed_at: null,
    });
  });

  it.each([
    ['a negative threshold', { threshold: -1, amount: 10 }],
    ['a zero amount', { threshold: 10, amount: 0 }],
    ['3 decimals', { threshold: 10.001, amount: 10 }],
    ['a huge amount', { threshold: 10, amount: 1e9 }],
    ['a string amount', { threshold: 10, amount: '10' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const owner = await signedInOwner(context);
    const response = await call(createOrUpdateRecharge, { as: owner, body: unchecked(payload) });
    expect(response.status).toBe(400);
  });
});

describe('auto-recharge', () => {
  it('charges the primary method when a purchase takes the balance under the threshold', async () => {
    const owner = await ownerWithCard(context);
    await fundWallet(context.db, {
      accountId: owner.account.id,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 6000,
    });
    await enableAutoRecharge(context.db, {
      accountId: owner.account.id,
      thresholdCents: 5000,
      amountCents: 10000,
    });
    await lead(owner.account.id, 500);
    expect(await owner.balance()).toBe(55);
    await lead(owner.account.id, 1000);
    expect(await owner.balance()).toBe(145);
    const items = await call(getListOfBilledItems, { as: owner, body: {} });
    expect(items.data.items[0]).toMatchObject({
      type: 'charge',
      amount: 100,
      direction: 'in',
      description: 'Auto-recharge from Visa •••• 4242',
    });
  });

  it('falls back to the other methods in order, bank accounts included', async () => {
    const owner = await ownerWithCard(context, SANDBOX_CARDS.declined);
    const alsoDeclined = await addSandboxCard(context.db, {
      accountId: owner.account.id,
      number: SANDBOX_CARDS.insufficientFunds,
    });
    const bank = await addSandboxBankAccount(context.db, { accountId: owner.account.id });
    await enableAutoRecharge(context.db, {
      accountId: owner.account.id,
      thresholdCents: 1000,
      amountCents: 2500,
    });
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('recharged');
    expect(await owner.balance()).toBe(25);
    const items = await call(getListOfBilledItems, { as: owner, body: {} });
    const succeeded = items.data.items.filter((item) => item.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.payment_method_id).toBe(bank.payment_method_id);
    expect(items.data.items.filter((item) => item.status === 'failed')).toHaveLength(2);
    expect(alsoDeclined.primary).toBe(false);
  });

  it('notifies once and stops when every method fails, until the settings are saved again', async () => {
    const owner = await ownerWithCard(context, SANDBOX_CARDS.declined);
    await addSandboxBankAccount(context.db, {
      accountId: owner.account.id,
      accountNumber: SANDBOX_BANK.closed,
    });
    await enableAutoRecharge(context.db, {
      accountId: owner.account.id,
      thresholdCents: 1000,
      amountCents: 2500,
    });
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('failed');
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('not_needed');
    const notices = await failureNotices(owner.account.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Auto-recharge failed', priority: 3, isRead: false });
    const [event] = await context.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.accountId, owner.account.id));
    expect(event).toMatchObject({ event: 'new_notification', payload: { id: notices[0]!.id } });
    const [settings] = await context.db
      .select()
      .from(rechargeSettings)
      .where(eq(rechargeSettings.accountId, owner.account.id));
    expect(settings!.lastFailureAt).not.toBeNull();
    const balance = await call(getBalance, { as: owner });
    expect(balance.data.recharge?.last_failure_at).toEqual(expect.any(String));

    await call(createOrUpdateRecharge, { as: owner, body: { threshold: 10, amount: 25 } });
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('failed');
    expect(await failureNotices(owner.account.id)).toHaveLength(2);
    expect(await owner.balance()).toBe(0);
  });

  it('does nothing when disabled or above the threshold', async () => {
    const owner = await ownerWithCard(context);
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('not_needed');
    await enableAutoRecharge(context.db, {
      accountId: owner.account.id,
      thresholdCents: 0,
      amountCents: 2500,
    });
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('not_needed');
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(0);
  });
});

describe('wallet debits for leads and calls', () => {
  it('takes the price from the wallet and refuses more than the balance', async () => {
    const owner = await ownerWithCard(context);
    await fundWallet(context.db, {
      accountId: owner.account.id,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 1000,
    });
    expect(await lead(owner.account.id, 999)).toEqual({ balanceAfterCents: 1 });
    expect(await lead(owner.account.id, 2)).toBeNull();
    expect(await owner.balance()).toBe(0.01);
    await expect(lead(owner.account.id, 0)).rejects.toThrow(RangeError);
    await expect(lead(owner.account.id, 1.5)).rejects.toThrow(RangeError);
  });

  it('fails the whole transaction when a batch of sales holds more than a wallet can pay', async () => {
    const owner = await ownerWithCard(context);
    const accountId = owner.account.id;
    await fundWallet(context.db, {
      accountId,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 1000,
    });
    const campaign = await createCampaign(context.db, {
      accountId,
      group: 'leads',
      nickname: 'Batch',
      isActive: false,
    });
    // Each sale was checked against the balance alone: together they take more than it holds.
    const sale = {
      accountId,
      campaignId: campaign.id,
      type: 'lead' as const,
      priceCents: 600,
      description: 'Lead',
      publisherId: await salesPublisher(context.db),
    };
    await expect(
      context.db.transaction((tx) =>
        debitForSales(tx, [
          { ...sale, balanceAfterCents: 400 },
          { ...sale, balanceAfterCents: 400 },
        ]),
      ),
    ).rejects.toThrow('A wallet could not pay');
    expect(await owner.balance()).toBe(10);
    const billed = await context.db.execute(
      sql`select id from transactions where account_id = ${accountId} and type = 'lead'`,
    );
    expect(billed.rows).toEqual([]);
  });

  it('refuses a debit from an account that never had a wallet', async () => {
    const owner = await signedInOwner(context);
    expect(await lead(owner.account.id, 1)).toBeNull();
  });
});

describe('out-of-funds flag of GET /company/balance', () => {
  it('is on when an active campaign cannot pay for its next purchase, off once funded', async () => {
    const owner = await ownerWithCard(context);
    await context.db.execute(sql`
      insert into min_hourly_bids (campaign_type_id, distance, hour, min_value_cents, mon_cents, tue_cents, wed_cents, thu_cents, fri_cents, sat_cents, sun_cents)
      select 1, 'local', h, 2500, 2500, 2500, 2500, 2500, 2500, 2500, 2500 from generate_series(0, 23) h
      on conflict do nothing`);
    const read = async () => (await call(getBalance, { as: owner })).data;
    expect((await read()).is_out_of_funds).toBe(false);
    await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'calls',
      nickname: 'Local calls',
    });
    const broke = await read();
    expect(broke.is_out_of_funds).toBe(true);
    expect(broke.next_purchase_cost).toBeGreaterThan(0);
    await owner.charge(50_000);
    expect((await read()).is_out_of_funds).toBe(false);
  });
});

describe('auto-recharge under concurrency', () => {
  it('recharges once when many purchases cross the threshold at the same time', async () => {
    const owner = await ownerWithCard(context);
    await fundWallet(context.db, {
      accountId: owner.account.id,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 6000,
    });
    await enableAutoRecharge(context.db, {
      accountId: owner.account.id,
      thresholdCents: 5000,
      amountCents: 10000,
    });
    const { createDatabase } = await import('../src/platform/db/database');
    const wide = createDatabase(testDatabaseUrl(), 20);
    try {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          buyFromWallet(
            { ...context.app.deps, db: wide },
            { accountId: owner.account.id, priceCents: 100, type: 'call' },
          ),
        ),
      );
    } finally {
      await wide.$client.end();
    }
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(2);
    expect(await owner.balance()).toBe(60 - 20 + 100);
  });
});
