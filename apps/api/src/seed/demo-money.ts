import { sql } from 'drizzle-orm';
import type { MoneyTx } from '../platform/http/idempotency';
import {
  addSandboxBankAccount,
  addSandboxCard,
  backdateMovement,
  chargeForPurchase,
  enableAutoRecharge,
  fundWallet,
  SANDBOX_CARDS,
} from './money-factories';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A small deterministic generator, so the demo's history is the same on every fresh start. */
function generator(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return min + (state % (max - min + 1));
  };
}

/**
 * The demo account's money: a Visa credit card (primary), a Mastercard debit card, a bank
 * account, auto-recharge, and `days` days of history (top-ups, leads and calls, a monthly cash
 * out), all through the ledger code, then moved back in time in order.
 */
export async function seedDemoMoney(tx: MoneyTx, accountId: number, days: number, now = Date.now()) {
  const visa = await addSandboxCard(tx, { accountId, number: SANDBOX_CARDS.visaCredit });
  const debit = await addSandboxCard(tx, { accountId, number: SANDBOX_CARDS.mastercardDebit });
  const bank = await addSandboxBankAccount(tx, { accountId });
  const campaigns = await tx.execute<{ id: number; nickname: string; parent: string }>(
    sql`select id, nickname, parent from campaigns where account_id = ${accountId} and is_active order by id`,
  );
  const random = generator(accountId + 7);
  let balance = 0;
  for (let day = days; day >= 1; day -= 1) {
    const start = now - day * DAY_MS;
    if (balance < 40_000) {
      const from = day % 3 === 0 ? debit : visa;
      const top = await fundWallet(tx, {
        accountId,
        paymentMethodId: from.payment_method_id,
        amountCents: 150_000,
      });
      await backdateMovement(tx, top, new Date(start + 9 * HOUR_MS));
      balance = top.balanceAfterCents;
    }
    for (let index = 0; index < random(1, 3); index += 1) {
      const campaign = campaigns.rows[random(0, campaigns.rows.length - 1)];
      if (!campaign) break;
      const isLead = campaign.parent !== 'DIJOCA';
      const cents = isLead ? random(1_200, 3_500) : random(2_000, 4_500);
      if (cents > balance) break;
      const bought = await chargeForPurchase(tx, {
        accountId,
        amountCents: cents,
        type: isLead ? 'lead' : 'call',
        campaignId: Number(campaign.id),
        description: `${isLead ? 'Lead' : 'Call'} — ${campaign.nickname}`,
      });
      await backdateMovement(tx, bought, new Date(start + (10 + index * 2) * HOUR_MS));
      balance = bought.balanceAfterCents;
    }
  }
  await enableAutoRecharge(tx, { accountId, thresholdCents: 20_000, amountCents: 50_000 });
  return { visa, debit, bank };
}
