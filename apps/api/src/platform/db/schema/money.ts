import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef, accounts } from './accounts';
import { createdAt, serialId, updatedAt } from './columns';
import { publishers } from './marketplace';

/** Saved payment methods. Only the gateway token and display facts, never a card number or CVV. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serialId(),
    accountId: accountRef(),
    paymentMethodId: text('payment_method_id').notNull().unique(),
    type: text('payment_method_type').notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month'),
    expYear: smallint('exp_year'),
    bankName: text('bank_name'),
    fingerprint: text('fingerprint').notNull(),
    billing: jsonb('billing').$type<Record<string, string>>().notNull().default({}),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_account_idx').on(t.accountId),
    uniqueIndex('payment_methods_one_primary')
      .on(t.accountId)
      .where(sql`${t.isPrimary} and ${t.deletedAt} is null`),
    uniqueIndex('payment_methods_one_per_fingerprint')
      .on(t.accountId, t.fingerprint)
      .where(sql`${t.deletedAt} is null`),
    check('payment_methods_type', sql`${t.type} in ('CreditCard', 'DebitCard', 'BankAccount')`),
  ],
);

/** The wallet balance, kept beside the ledger in the same transaction; never negative. */
export const wallets = pgTable(
  'wallets',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_nonneg', sql`${t.balanceCents} >= 0`)],
);

/** A money movement as the user sees it (a billed item: docs/product.md §7, "Billed items"). */
export const transactions = pgTable(
  'transactions',
  {
    id: serialId(),
    accountId: accountRef(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    paymentMethodId: text('payment_method_id'),
    campaignId: bigint('campaign_id', { mode: 'number' }),
    gatewayReference: text('gateway_reference'),
    description: text('description').notNull().default(''),
    /** A credit: the sale (a lead's or call's billed item) it gives back; at most one credit per sale. */
    creditOfTransactionId: bigint('credit_of_transaction_id', { mode: 'number' }),
    /** Why a failed movement failed, in the processor's words ("The card was declined"). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_one_credit_per_sale')
      .on(t.creditOfTransactionId)
      .where(sql`${t.creditOfTransactionId} is not null`),
    index('transactions_account_time_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('transactions_gateway_reference_unique')
      .on(t.gatewayReference)
      .where(sql`${t.gatewayReference} is not null`),
    check('transactions_amount_positive', sql`${t.amountCents} > 0`),
    check('transactions_balance_after_nonneg', sql`${t.balanceAfterCents} >= 0`),
    check('transactions_status', sql`${t.status} in ('succeeded', 'failed', 'pending')`),
    check(
      'transactions_credit_of_sale',
      sql`(${t.type} = 'credit') = (${t.creditOfTransactionId} is not null)`,
    ),
    check(
      'transactions_type',
      sql`${t.type} in ('charge', 'cash_out', 'lead', 'call', 'refund', 'adjustment', 'credit')`,
    ),
  ],
);

/** Double-entry lines: each transaction's lines sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialId(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    ledgerAccount: text('ledger_account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** A `publisher_payable` line's publisher (what the marketplace owes it); null on every other line. */
    publisherId: bigint('publisher_id', { mode: 'number' }).references(() => publishers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.ledgerAccount),
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_publisher_idx').on(t.publisherId).where(sql`${t.publisherId} is not null`),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
    check(
      'ledger_entries_publisher_line',
      sql`(${t.ledgerAccount} = 'publisher_payable') = (${t.publisherId} is not null)`,
    ),
  ],
);

/** Replays of money calls: same key and body → the first answer (docs/product.md §7). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

export const rechargeSettings = pgTable(
  'recharge_settings',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(false),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Set when every method failed; recharging waits until the settings are saved again. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** When a recharge last charged (or tried to charge) a method, and when one last failed on all. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check('recharge_amounts_positive', sql`${t.thresholdCents} >= 0 and ${t.amountCents} > 0`)],
);

/** The account's customer at the payment gateway (`addBillingProfile`); one per account. */
export const billingProfiles = pgTable('billing_profiles', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gatewayCustomerId: text('gateway_customer_id').notNull().unique(),
  parentCompany: text('parent_company').notNull().default('all'),
  createdAt: createdAt(),
});

/** The sandbox gateway's own state (customers, tokens, charges); the real gateway keeps its own. */
export const sandboxGatewayObjects = pgTable(
  'sandbox_gateway_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_gateway_kind_idx').on(t.kind)],
);

/**
 * A sale took the balance under the auto-recharge threshold: the sale's transaction writes the
 * request, the `auto-recharge` job settles it (charges once; its id keys the gateway charge).
 * At most one request per account waits at a time.
 */
export const autoRechargeRequests = pgTable(
  'auto_recharge_requests',
  {
    id: serialId(),
    accountId: accountRef(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** `recharged`, `failed` or `not_needed`, once settled. */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('auto_recharge_requests_waiting_idx').on(t.accountId).where(sql`settled_at is null`)],
);

/** Monthly statements e-mailed, one row per account and month, so the job mails each once. */
export const statementMailings = pgTable(
  'statement_mailings',
  {
    accountId: accountRef(),
    /** The first day of the statement's month (Eastern). */
    month: date('month', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);
