import { cashOutBalance, getBalance, getListOfBilledItems, listNotifications } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { maybeAutoRecharge } from '../src/features/wallet';
import {
  addSandboxBankAccount,
  enableAutoRecharge,
  fundWallet,
  SANDBOX_BANK,
} from '../src/seed/money-factories';
import { idempotencyKey, ownerWithCard, SANDBOX_CARDS, useMoneyTestApp } from './payments-support';
import type { TestSession } from './support/call';

const context = useMoneyTestApp({ cardData: false });
const { call } = context;

const billedItems = async (owner: TestSession) =>
  (await call(getListOfBilledItems, { as: owner, body: {} })).data;

describe('Failed money movements in Transactions', () => {
  it('shows a declined top-up as Failed with its method and reason, once per key, moving nothing', async () => {
    const owner = await ownerWithCard(context, SANDBOX_CARDS.declined);
    const key = idempotencyKey();
    expect((await owner.charge(25, key)).status).toBe(422);
    expect((await owner.charge(25, key)).status).toBe(422);
    const list = await billedItems(owner);
    expect(list.items).toEqual([
      expect.objectContaining({
        type: 'charge',
        status: 'failed',
        amount: 25,
        balance_after: 0,
        payment_method: 'Visa •••• 0002',
        failure_reason: 'The card was declined',
        receipt_path: null,
      }),
    ]);
    expect(list.totals.money_in).toBe(0);
    expect(await owner.balance()).toBe(0);
  });

  it('shows a failed cash out with the bank and the reason, the balance kept', async () => {
    const owner = await ownerWithCard(context);
    await fundWallet(context.db, {
      accountId: owner.account.id,
      paymentMethodId: owner.card.payment_method_id,
      amountCents: 5000,
    });
    const closed = await addSandboxBankAccount(context.db, {
      accountId: owner.account.id,
      accountNumber: SANDBOX_BANK.closed,
    });
    const response = await call(cashOutBalance, {
      as: owner,
      body: { fromId: 'wallet', toId: closed.payment_method_id, amount: 10 },
    });
    expect(response.status).toBe(422);
    const failed = (await billedItems(owner)).items.find((item) => item.status === 'failed');
    expect(failed).toMatchObject({
      type: 'cash_out',
      status: 'failed',
      direction: 'out',
      amount: 10,
      balance_after: 50,
      payment_method_id: closed.payment_method_id,
    });
    expect(failed!.failure_reason).toMatch(/closed/i);
    expect(await owner.balance()).toBe(50);
  });

  it('records each failed auto-recharge attempt, when it last ran and failed, and names only methods on file', async () => {
    const owner = await ownerWithCard(context, SANDBOX_CARDS.declined);
    const closed = await addSandboxBankAccount(context.db, {
      accountId: owner.account.id,
      accountNumber: SANDBOX_BANK.closed,
    });
    await enableAutoRecharge(context.db, {
      accountId: owner.account.id,
      thresholdCents: 1000,
      amountCents: 2500,
    });
    expect(await maybeAutoRecharge(context.app.deps, owner.account.id)).toBe('failed');
    const { items } = await billedItems(owner);
    expect(items.map((item) => [item.status, item.payment_method_id, item.description])).toEqual(
      expect.arrayContaining([
        ['failed', owner.card.payment_method_id, 'Auto-recharge from Visa •••• 0002'],
        ['failed', closed.payment_method_id, expect.stringContaining('Auto-recharge from')],
      ]),
    );
    const { recharge } = (await call(getBalance, { as: owner })).data;
    expect(recharge!.last_run_at).not.toBeNull();
    expect(recharge!.last_failed_at).toBe(recharge!.last_run_at);
    const notices = (await call(listNotifications, { as: owner, query: {} })).data;
    const body = JSON.stringify(notices);
    expect(body).toContain('Visa •••• 0002');
    for (const last4 of body.matchAll(/•••• (\d{4})/g))
      expect(['0002', SANDBOX_BANK.closed.slice(-4)]).toContain(last4[1]);
  });
});
