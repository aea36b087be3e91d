import type { StatementSummary } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { getCompanyName } from '../company';
import { computeStatement } from './statement.queries';
import { easternMonthOf, monthsBetween, previousMonth } from './statement-months';
import { renderStatement } from './statement-pdf';

/** At most this many months are listed (three years). */
const MAX_MONTHS = 36;

/**
 * The past months an account has statements for: from the month it was opened (or of its first
 * wallet movement, when that is earlier: an imported history) to last month.
 */
async function statementMonthsOf(db: Queryable, accountId: number, now: Date): Promise<string[]> {
  const result = await db.execute<{ created_at: Date | string }>(sql`
    select least(a.created_at, (select min(le.created_at) from ledger_entries le
      where le.account_id = a.id and le.ledger_account = 'wallet')) as created_at
    from accounts a where a.id = ${accountId}`);
  const opened = result.rows[0];
  if (!opened) return [];
  const first = easternMonthOf(new Date(opened.created_at));
  return monthsBetween(first, previousMonth(easternMonthOf(now))).slice(0, MAX_MONTHS);
}

export async function listStatementSummaries(
  db: Queryable,
  accountId: number,
  now = new Date(),
): Promise<StatementSummary[]> {
  const months = await statementMonthsOf(db, accountId, now);
  const statements: StatementSummary[] = [];
  for (const month of months) statements.push(await computeStatement(db, accountId, month));
  return statements;
}

/** The PDF of one past month; NOT_FOUND for the current month, a future one, or one before the account. */
export async function getStatementPdf(db: Queryable, accountId: number, month: string, now = new Date()) {
  if (!(await statementMonthsOf(db, accountId, now)).includes(month)) throw notFound('Statement');
  const statement = await computeStatement(db, accountId, month);
  const { name } = await getCompanyName(db, accountId);
  return { statement, pdf: await renderStatement({ companyName: name, statement }) };
}

export const statementFileName = (month: string) => `vanbid-statement-${month}.pdf`;
