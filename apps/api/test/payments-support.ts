import { randomUUID } from 'node:crypto';
import {
  chargeBalance,
  createPaymentToken,
  getBalance,
  getPaymentMethods,
  savePaymentMethod,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, expect } from 'vitest';
import type { Database } from '../src/platform/db/database';
import { addSandboxCard, SANDBOX_BANK, SANDBOX_CARDS, TEST_BILLING } from '../src/seed/money-factories';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { type TestContext, useTestApp } from './support/test-app';

export { SANDBOX_CARDS, TEST_BILLING };

/**
 * The test app (`useTestApp`) of a file that moves money: the ledger's invariants hold after each
 * test, and with `cardData` no card data is stored after the file.
 */
export function useMoneyTestApp({ cardData }: { cardData: boolean }): TestContext {
  const context = useTestApp();
  afterEach(() => assertLedgerBalanced(context.db));
  if (cardData) afterAll(() => assertNoCardDataStored(context.db));
  return context;
}

/**
 * The ledger's invariants over the whole database: every succeeded transaction has lines summing
 * to zero (a failed one has none); each wallet equals the sum of its wallet lines; each billed item's balance_after is the
 * running sum of its account's wallet lines in id order; nothing negative.
 */
export async function assertLedgerBalanced(db: Database): Promise<void> {
  const unbalanced = await db.execute(sql`
    select t.id from transactions t left join ledger_entries le on le.transaction_id = t.id
    where t.status = 'succeeded'
    group by t.id having coalesce(sum(le.amount_cents), 0) <> 0 or count(le.id) < 2`);
  expect(unbalanced.rows, 'transactions whose ledger lines do not sum to zero').toEqual([]);
  const failedWithLines = await db.execute(sql`
    select t.id from transactions t join ledger_entries le on le.transaction_id = t.id where t.status = 'failed'`);
  expect(failedWithLines.rows, 'failed billed items that moved money').toEqual([]);
  const walletDrift = await db.execute(sql`
    select coalesce(w.account_id, l.account_id) as account_id, w.balance_cents, l.total
    from wallets w full join (
      select account_id, sum(amount_cents) as total from ledger_entries where ledger_account = 'wallet' group by account_id
    ) l on l.account_id = w.account_id
    where coalesce(w.balance_cents, 0) <> coalesce(l.total, 0)`);
  expect(walletDrift.rows, 'wallets that differ from their ledger').toEqual([]);
  const runningDrift = await db.execute(sql`
    select id from (
      select t.id, t.balance_after_cents, t.amount_cents, le.amount_cents as change,
        sum(le.amount_cents) over (partition by t.account_id order by t.id) as running
      from transactions t join ledger_entries le on le.transaction_id = t.id and le.ledger_account = 'wallet'
    ) x where running <> balance_after_cents or abs(change) <> amount_cents or running < 0`);
  expect(runningDrift.rows, 'billed items whose balance_after is not the running balance').toEqual([]);
}

/** Tables money code writes to; scanned after each money test file (payments-card-data scans them all). */
const MONEY_TABLES = [
  'payment_methods',
  'sandbox_gateway_objects',
  'billing_profiles',
  'transactions',
  'ledger_entries',
  'idempotency_keys',
  'notifications',
  'outbox_events',
  'activity_log',
];

/** No sandbox card number (plain, spaced, or without its last 4) or bank account number is stored. */
export async function assertNoCardDataStored(db: Database): Promise<void> {
  const numbers = [...Object.values(SANDBOX_CARDS), SANDBOX_BANK.accountNumber, SANDBOX_BANK.closed];
  const forms = numbers.flatMap((number) => [
    number,
    number.replace(/(\d{4})(?=\d)/g, '$1 '),
    number.slice(0, -4),
  ]);
  for (const table of MONEY_TABLES) {
    const rows = await db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    const text = rows.rows.map((row) => row.row).join('\n');
    expect(
      forms.filter((form) => text.includes(form)),
      `${table} holds card or account numbers`,
    ).toEqual([]);
    expect(text, `${table} has a CVV field`).not.toMatch(/"[a-z_]*(cvv|cvc)[a-z_]*"\s*:/i);
  }
}

export const idempotencyKey = () => ({ 'idempotency-key': randomUUID() });

/** How many charges the sandbox gateway made for the account (its own state, not ours). */
export async function gatewayCharges(db: Database, accountId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from sandbox_gateway_objects o
    join billing_profiles b on b.gateway_customer_id = o.data->>'customerId'
    where o.kind = 'charge' and b.account_id = ${accountId}`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function transactionCount(db: Database, accountId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from transactions where account_id = ${accountId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** A signed-in owner with a saved primary Visa credit card; `balance()` reads the wallet over HTTP. */
export async function ownerWithCard(
  context: TestContext,
  number: string = SANDBOX_CARDS.visaCredit,
  options: { name?: string; setupComplete?: boolean } = {},
) {
  const owner = await signedInOwner(context, options);
  const card = await addSandboxCard(context.db, { accountId: owner.account.id, number });
  const balance = async () => (await context.call(getBalance, { as: owner })).data.balance;
  const charge = (amount: unknown, headers: Record<string, string> = {}, methodId = card.payment_method_id) =>
    context.call(chargeBalance, {
      as: owner,
      headers,
      body: { amount: amount as number, payment_method_id: methodId },
    });
  return { ...owner, card, balance, charge };
}

export const NEXT_YEAR = new Date().getUTCFullYear() + 2;

/** Card calls of the payments tests: tokenize (a sandbox Visa unless `card` says otherwise), save, list. */
export function paymentMethodCalls(context: TestContext) {
  const { call } = context;
  const tokenize = (owner: SignedInOwner, card: Partial<Record<string, unknown>> = {}) =>
    call(createPaymentToken, {
      as: owner,
      body: {
        type: 'card',
        card_number: SANDBOX_CARDS.visaCredit,
        card_cvv: '123',
        exp_month: 12,
        exp_year: NEXT_YEAR,
        ...card,
      },
    });
  const saveCard = async (owner: SignedInOwner, number: string, extra: Record<string, unknown> = {}) => {
    const token = await tokenize(owner, {
      card_number: number,
      card_cvv: number.startsWith('37') ? '1234' : '123',
    });
    expect(token.status).toBe(200);
    return call(savePaymentMethod, {
      as: owner,
      body: { token: token.data.token, billing: TEST_BILLING, ...extra },
      headers: idempotencyKey(),
    });
  };
  const methods = async (owner: SignedInOwner) => (await call(getPaymentMethods, { as: owner })).data;
  return { tokenize, saveCard, methods };
}
