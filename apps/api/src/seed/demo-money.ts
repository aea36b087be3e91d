import type { MoneyTx } from '../platform/http/idempotency';
import {
  addSandboxBankAccount,
  addSandboxCard,
  enableAutoRecharge,
  SANDBOX_BANK,
  SANDBOX_CARDS,
} from './money-factories';

/**
 * The demo account's ways to pay: a Visa credit card (primary), a Mastercard debit card and a
 * bank account. Its money history is the marketplace's (demo-history.ts), paid from the cards.
 * Two more the processor refuses (an old card that is declined, a bank account since closed)
 * leave Failed billed items in the history and are removed after it.
 */
export async function addDemoPaymentMethods(tx: MoneyTx, accountId: number) {
  const visa = await addSandboxCard(tx, { accountId, number: SANDBOX_CARDS.visaCredit });
  const debit = await addSandboxCard(tx, { accountId, number: SANDBOX_CARDS.mastercardDebit });
  const bank = await addSandboxBankAccount(tx, { accountId });
  const declinedCard = await addSandboxCard(tx, { accountId, number: SANDBOX_CARDS.declined });
  const closedBank = await addSandboxBankAccount(tx, { accountId, accountNumber: SANDBOX_BANK.closed });
  return { visa, debit, bank, declinedCard, closedBank };
}

/** Auto-recharge as the demo owner left it after the history: $500 when under $200. */
export function enableDemoAutoRecharge(tx: MoneyTx, accountId: number) {
  return enableAutoRecharge(tx, { accountId, thresholdCents: 20_000, amountCents: 50_000 });
}
