import { publisherPayoutCents, sumCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import { ledgerEntries, transactions } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';

/**
 * Ledger accounts. `wallet` is what we hold for the customer (up = more balance);
 * `gateway_clearing` is money in transit with the processor; `marketplace_revenue` is what
 * leads and calls earn the marketplace; `publisher_payable` is what it owes the publishers (up =
 * owed more; each line names its publisher). Every transaction's lines sum to zero.
 */
export type LedgerAccount = 'wallet' | 'gateway_clearing' | 'marketplace_revenue' | 'publisher_payable';
export type MovementType = 'charge' | 'cash_out' | 'lead' | 'call' | 'refund' | 'adjustment' | 'credit';

/**
 * Adds `changeCents` (signed) to the wallet with one locked update that refuses to go below
 * zero (never a read-then-write); when that finds no row, the row is created at 0 (if absent)
 * and the update tried once more. Answers the new balance, or throws INSUFFICIENT_FUNDS. The wallets CHECK is the last line of defence.
 */
export async function changeBalance(tx: Queryable, accountId: number, changeCents: number): Promise<number> {
  if (!Number.isSafeInteger(changeCents) || changeCents === 0)
    throw new RangeError(`Not a balance change: ${changeCents}`);
  const update = () =>
    tx.execute<{ balance_cents: number }>(sql`
      update wallets set balance_cents = balance_cents + ${changeCents}, updated_at = now()
      where account_id = ${accountId} and balance_cents + ${changeCents} >= 0
      returning balance_cents`);
  let [row] = (await update()).rows;
  if (!row) {
    // No row yet (the account's first movement) or too little in it: create it at 0 and try again.
    await tx.execute(sql`insert into wallets (account_id) values (${accountId}) on conflict do nothing`);
    [row] = (await update()).rows;
  }
  if (!row) throw new AppError('INSUFFICIENT_FUNDS', 'The wallet balance is too low for this amount');
  return Number(row.balance_cents);
}

export interface MovementRecord {
  accountId: number;
  type: MovementType;
  /** Signed change of the wallet: positive adds to the balance. */
  walletChangeCents: number;
  counterAccount: Exclude<LedgerAccount, 'wallet' | 'publisher_payable'>;
  balanceAfterCents: number;
  paymentMethodId?: string | null;
  campaignId?: number | null;
  gatewayReference?: string | null;
  description: string;
  /** A credit: the sale's billed item it gives back (one credit per sale, a unique index). */
  creditOfTransactionId?: number | null;
  /** When it happened; default the transaction's `now()` (the demo's history passes past moments). */
  at?: Date;
}

/** The billed item and its two balanced ledger lines; call in the transaction of the balance change. */
export async function recordMovement(tx: Queryable, movement: MovementRecord): Promise<{ id: number }> {
  const lines = [
    { ledgerAccount: 'wallet', amountCents: movement.walletChangeCents },
    { ledgerAccount: movement.counterAccount, amountCents: -movement.walletChangeCents },
  ];
  if (sumCents(lines.map((line) => line.amountCents)) !== 0) throw new Error('Unbalanced ledger transaction');
  const [row] = await tx
    .insert(transactions)
    .values({
      accountId: movement.accountId,
      type: movement.type,
      status: 'succeeded',
      amountCents: Math.abs(movement.walletChangeCents),
      balanceAfterCents: movement.balanceAfterCents,
      paymentMethodId: movement.paymentMethodId ?? null,
      campaignId: movement.campaignId ?? null,
      gatewayReference: movement.gatewayReference ?? null,
      description: movement.description,
      creditOfTransactionId: movement.creditOfTransactionId ?? null,
      createdAt: movement.at,
    })
    .returning({ id: transactions.id });
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      ...line,
      transactionId: row!.id,
      accountId: movement.accountId,
      createdAt: movement.at,
    })),
  );
  return { id: row!.id };
}

/** Balance change and its record together (when no outside call sits between them). */
export async function postMovement(
  tx: Queryable,
  movement: Omit<MovementRecord, 'balanceAfterCents'>,
): Promise<{ id: number; balanceAfterCents: number }> {
  const balanceAfterCents = await changeBalance(tx, movement.accountId, movement.walletChangeCents);
  const { id } = await recordMovement(tx, { ...movement, balanceAfterCents });
  return { id, balanceAfterCents };
}

function checkPrice(priceCents: number): void {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0)
    throw new RangeError(`Not a price: ${priceCents}`);
}

/** One sale's debit: a lead's or a call's price taken from the wallet, and the balance it left. */
export interface SaleDebit {
  accountId: number;
  campaignId: number;
  type: Extract<MovementType, 'lead' | 'call'>;
  priceCents: number;
  balanceAfterCents: number;
  description: string;
  /** Who brought the lead or call: paid its share (`publisherPayoutCents`) in the same lines. */
  publisherId: number;
}

/**
 * The one way a sale is paid from the wallet, for leads and calls alike, in the caller's
 * transaction with the wallets locked and their balances checked: one conditional update per
 * account for its total (never below zero: if one would be, it throws and the transaction rolls
 * back), then each sale's billed item and its ledger lines in one statement: the wallet pays the
 * price, the publisher is owed its payout, the marketplace keeps the rest. A batch of leads passes
 * all its sales at once.
 */
export async function debitForSales(
  tx: Queryable,
  debits: readonly SaleDebit[],
  at?: SaleTime,
): Promise<void> {
  if (debits.length === 0) return;
  const totals = new Map<number, number>();
  for (const debit of debits) {
    checkPrice(debit.priceCents);
    totals.set(debit.accountId, (totals.get(debit.accountId) ?? 0) + debit.priceCents);
  }
  const debit = tx.execute(sql`
    update wallets w set balance_cents = w.balance_cents - d.total, updated_at = now()
    from unnest(${sql.param([...totals.keys()])}::bigint[], ${sql.param([...totals.values()])}::bigint[]) as d(account_id, total)
    where w.account_id = d.account_id and w.balance_cents - d.total >= 0`);
  const column = <T>(read: (debit: SaleDebit) => T) => sql.param(debits.map(read));
  // The billed items' ids are drawn first, so each sale's lines find its publisher and payout.
  const lines = tx.execute(sql`
    with sale as (
      select nextval(pg_get_serial_sequence('transactions', 'id')) as id, s.*
      from unnest(${column((debit) => debit.accountId)}::bigint[], ${column((debit) => debit.type)}::text[],
        ${column((debit) => debit.priceCents)}::bigint[], ${column((debit) => debit.balanceAfterCents)}::bigint[],
        ${column((debit) => debit.campaignId)}::bigint[], ${column((debit) => debit.description)}::text[],
        ${column((debit) => debit.publisherId)}::bigint[], ${column((debit) => publisherPayoutCents(debit.priceCents))}::bigint[])
        as s(account_id, type, amount_cents, balance_after_cents, campaign_id, description, publisher_id, payout_cents)
    ), billed as (
      insert into transactions (id, account_id, type, status, amount_cents, balance_after_cents, campaign_id, description, created_at)
      select id, account_id, type, 'succeeded', amount_cents, balance_after_cents, campaign_id, description, ${timeSql(at)}
      from sale
      returning id, created_at)
    insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents, publisher_id, created_at)
    select s.id, s.account_id, line.ledger_account, line.amount_cents, line.publisher_id, b.created_at
    from sale s join billed b on b.id = s.id
    cross join lateral (values ('wallet', -s.amount_cents, null::bigint),
      ('marketplace_revenue', s.amount_cents - s.payout_cents, null), ('publisher_payable', s.payout_cents, s.publisher_id))
      as line(ledger_account, amount_cents, publisher_id)
    where line.amount_cents <> 0`);
  // Sent together (one round trip); a wallet that could not pay fails the caller's transaction.
  const [debited] = await Promise.all([debit, lines]);
  if (debited.rowCount !== totals.size)
    throw new Error('A wallet could not pay what its sales were checked against');
}

/**
 * One sale whose wallet the caller has not locked (a call that ends): the wallet is locked and
 * read, and when it can pay the price the debit goes through `debitForSales`. Null, with nothing
 * written, when it cannot.
 */
export async function debitForSale(
  tx: Queryable,
  sale: Omit<SaleDebit, 'balanceAfterCents'>,
  at?: SaleTime,
): Promise<{ balanceAfterCents: number } | null> {
  checkPrice(sale.priceCents);
  const wallet = await tx.execute<{ balance_cents: number }>(
    sql`select balance_cents from wallets where account_id = ${sale.accountId} for no key update`,
  );
  const balanceAfterCents = Number(wallet.rows[0]?.balance_cents ?? 0) - sale.priceCents;
  if (balanceAfterCents < 0) return null;
  await debitForSales(tx, [{ ...sale, balanceAfterCents }], at);
  return { balanceAfterCents };
}

/** A returned lead's or call's credit: what the sale took goes back to the wallet. */
export interface SaleCredit {
  accountId: number;
  campaignId: number;
  chargeTransactionId: number;
  amountCents: number;
  description: string;
  at?: Date;
}

/**
 * The one way a returned sale is credited, in the caller's transaction after it locked the
 * sale's campaign (the lock order of every sale): the wallet goes up by the sale's price, the
 * billed item `credit` names the sale, and its ledger lines sum to zero: wallet +, marketplace
 * revenue −, and the publisher's payout of the sale charged back (publisher payable − that
 * payout, marketplace revenue + it). A second credit of the same sale breaks
 * `transactions_one_credit_per_sale`.
 */
export async function creditForReturn(tx: Queryable, credit: SaleCredit): Promise<{ id: number }> {
  checkPrice(credit.amountCents);
  const balanceAfterCents = await changeBalance(tx, credit.accountId, credit.amountCents);
  const [row] = await tx
    .insert(transactions)
    .values({
      accountId: credit.accountId,
      type: 'credit',
      status: 'succeeded',
      amountCents: credit.amountCents,
      balanceAfterCents,
      campaignId: credit.campaignId,
      description: credit.description,
      creditOfTransactionId: credit.chargeTransactionId,
      createdAt: credit.at,
    })
    .returning({ id: transactions.id });
  await tx.execute(sql`
    insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents, publisher_id, created_at)
    select c.id, c.account_id, line.ledger_account, line.amount_cents, line.publisher_id, c.created_at
    from transactions c
    left join ledger_entries paid on paid.transaction_id = c.credit_of_transaction_id
      and paid.ledger_account = 'publisher_payable'
    cross join lateral (values ('wallet', c.amount_cents, null::bigint),
      ('marketplace_revenue', coalesce(paid.amount_cents, 0) - c.amount_cents, null),
      ('publisher_payable', -paid.amount_cents, paid.publisher_id)) as line(ledger_account, amount_cents, publisher_id)
    where c.id = ${row!.id} and line.amount_cents <> 0`);
  return { id: row!.id };
}
