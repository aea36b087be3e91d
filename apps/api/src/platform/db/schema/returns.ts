import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './accounts';
import { createdAt, serialId } from './columns';
import { transactions } from './money';

/**
 * A buyer's request to return a lead or a call for a credit: decided on its own by a rule
 * (`rule`), or by support (`decided_by_user_id`). An approved one names the credit it paid; only
 * one request of an item may be open or approved at a time, so an item is credited once.
 */
export const recordReturns = pgTable(
  'record_returns',
  {
    id: serialId(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    /** Who sold it; charged back when the return is approved. */
    publisherId: bigint('publisher_id', { mode: 'number' }),
    /** The sale's billed item, and the amount a credit gives back (the sale's price). */
    chargeTransactionId: bigint('charge_transaction_id', { mode: 'number' }).references(
      () => transactions.id,
    ),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    /** The rule that decided it on its own (`ReturnRule`); null for support's decisions and pending ones. */
    rule: text('rule'),
    decisionNote: text('decision_note').notNull().default(''),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }),
    decidedByUserId: bigint('decided_by_user_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    creditTransactionId: bigint('credit_transaction_id', { mode: 'number' }).references(
      () => transactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_returns_account_time_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('record_returns_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('record_returns_one_open_per_item')
      .on(t.kind, t.recordId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    uniqueIndex('record_returns_credit_unique').on(t.creditTransactionId),
    check('record_returns_kind', sql`${t.kind} in ('lead', 'call')`),
    check('record_returns_status', sql`${t.status} in ('pending', 'approved', 'refused')`),
    check('record_returns_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'record_returns_credit_when_approved',
      sql`(${t.status} = 'approved') = (${t.creditTransactionId} is not null)`,
    ),
  ],
);
