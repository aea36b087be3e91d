import type { StatementSummary } from '@vanbid/contract';
import { EASTERN_TIME_ZONE, fromCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { type StatementKind, statementKindOf } from './statement-kinds';
import { monthLabel } from './statement-months';

type LineGroup = {
  type: string;
  campaign: string | null;
  is_in: boolean;
  items: number;
  cents: number;
};

/** Where the month starts and ends, as instants: Eastern midnight of its first day and of the next month's. */
const monthStart = (month: string) => sql`(${`${month}-01`}::timestamp at time zone ${EASTERN_TIME_ZONE})`;
export const monthEnd = (month: string) =>
  sql`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${EASTERN_TIME_ZONE})`;

/** The wallet's ledger lines of the month, grouped by the billed item's type, campaign and direction. */
async function walletLinesOf(db: Queryable, accountId: number, month: string) {
  const result = await db.execute<LineGroup>(sql`
    select t.type, case when t.type in ('lead', 'call') then coalesce(c.nickname, 'Campaign ' || t.campaign_id) end as campaign,
      le.amount_cents > 0 as is_in, count(*)::int as items, sum(le.amount_cents) as cents
    from ledger_entries le
    join transactions t on t.id = le.transaction_id
    left join campaigns c on c.id = t.campaign_id
    where le.account_id = ${accountId} and le.ledger_account = 'wallet'
      and le.created_at >= ${monthStart(month)} and le.created_at < ${monthEnd(month)}
    group by 1, 2, 3 order by 2 nulls last`);
  return result.rows.map((row) => ({ ...row, items: Number(row.items), cents: Number(row.cents) }));
}

/** The wallet before the month began: the sum of every earlier wallet ledger line. */
async function openingBalanceCents(db: Queryable, accountId: number, month: string): Promise<number> {
  const result = await db.execute<{ cents: string | null }>(sql`
    select sum(amount_cents) as cents from ledger_entries
    where account_id = ${accountId} and ledger_account = 'wallet' and created_at < ${monthStart(month)}`);
  return Number(result.rows[0]?.cents ?? 0);
}

/**
 * One month of the wallet, read from the ledger (never from balances kept elsewhere): the opening
 * balance, each kind of movement, and the closing balance they add up to.
 */
export async function computeStatement(
  db: Queryable,
  accountId: number,
  month: string,
): Promise<StatementSummary> {
  const openingCents = await openingBalanceCents(db, accountId, month);
  const lines = await walletLinesOf(db, accountId, month);
  const totals: Record<StatementKind, number> = {
    top_up: 0,
    purchase: 0,
    credit: 0,
    cash_out: 0,
    other_debit: 0,
  };
  const purchases = new Map<string, { items: number; cents: number }>();
  for (const line of lines) {
    const kind = statementKindOf(line.type, line.cents);
    totals[kind] += line.cents;
    if (kind !== 'purchase') continue;
    const campaign = purchases.get(line.campaign ?? '') ?? { items: 0, cents: 0 };
    purchases.set(line.campaign ?? '', {
      items: campaign.items + line.items,
      cents: campaign.cents + line.cents,
    });
  }
  const closingCents = openingCents + lines.reduce((sum, line) => sum + line.cents, 0);
  return {
    month,
    label: monthLabel(month),
    opening_balance: fromCents(openingCents),
    top_ups: fromCents(totals.top_up),
    purchases: [...purchases].map(([campaign, { items, cents }]) => ({
      campaign,
      items,
      amount: fromCents(-cents),
    })),
    credits: fromCents(totals.credit),
    cash_outs: fromCents(-totals.cash_out),
    other_debits: fromCents(-totals.other_debit),
    closing_balance: fromCents(closingCents),
  };
}
