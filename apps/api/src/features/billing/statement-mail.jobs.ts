import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { recipientsOf } from '../notifications';
import { monthEnd } from './statement.queries';
import { easternMonthOf, previousMonth } from './statement-months';
import { getStatementPdf, statementFileName } from './statements.service';

export const STATEMENT_MAIL_JOB = 'monthly-statements';

type Deps = Pick<AppDeps, 'db' | 'mailer'>;

/** Accounts whose wallet moved by the end of `month` (a statement with something on it) and whose `month` is not mailed yet. */
async function accountsToMail(deps: Deps, month: string): Promise<number[]> {
  const result = await deps.db.execute<{ account_id: string }>(sql`
    select distinct l.account_id from ledger_entries l
    where l.ledger_account = 'wallet'
      and l.created_at < ${monthEnd(month)}
      and not exists (
        select 1 from statement_mailings m where m.account_id = l.account_id and m.month = ${`${month}-01`})
    order by l.account_id`);
  return result.rows.map((row) => Number(row.account_id));
}

/**
 * E-mails last month's statement (as of `now`) to the members who want it (the delivery setting
 * "Monthly statement", on by e-mail for owners until changed). Each account's month is claimed in
 * `statement_mailings` in the transaction that sends it: a second run sends nothing, a failed
 * send is tried again by the next run. An account whose e-mail fails does not keep the others
 * from theirs; the run then fails with the accounts it could not mail. Answers how many e-mails went out.
 */
export async function mailMonthlyStatements(deps: Deps, now: Date): Promise<number> {
  const month = previousMonth(easternMonthOf(now));
  let sent = 0;
  const failed: { accountId: number; error: unknown }[] = [];
  for (const accountId of await accountsToMail(deps, month)) {
    try {
      sent += await mailStatementOf(deps, accountId, month, now);
    } catch (error) {
      failed.push({ accountId, error });
    }
  }
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((each) => each.error),
      `Monthly statements of ${month} not mailed to accounts ${failed.map((each) => each.accountId).join(', ')}`,
    );
  return sent;
}

/** One account's statement of `month` to its recipients, once (the claim); answers how many e-mails went out. */
async function mailStatementOf(deps: Deps, accountId: number, month: string, now: Date): Promise<number> {
  const recipients = await recipientsOf(deps.db, accountId, 'monthly_statement');
  if (recipients.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
        insert into statement_mailings (account_id, month) values (${accountId}, ${`${month}-01`})
        on conflict do nothing returning account_id`);
    if (claimed.rows.length === 0) return 0;
    const { statement, pdf } = await getStatementPdf(tx, accountId, month, now);
    for (const recipient of recipients)
      await deps.mailer.send({
        to: recipient.email,
        subject: `Your Vanbid statement for ${statement.label}`,
        text: `Your wallet statement for ${statement.label} is attached: opening balance ${statement.opening_balance.toFixed(2)} USD, closing balance ${statement.closing_balance.toFixed(2)} USD.\n\nEvery past month is under Wallet → Transactions → Statements. Choose which e-mails you get under Settings → Notifications.`,
        attachments: [
          { fileName: statementFileName(month), contentType: 'application/pdf', content: Buffer.from(pdf) },
        ],
      });
    return recipients.length;
  });
}

/**
 * Every hour from 13:00 to 23:00 UTC (the US's day), once across all API processes: the 1st's
 * first run mails last month's statements, and each later run, that day or any later day of the
 * month, those not mailed yet (the mail server or this server was down), never one twice.
 */
export function statementMailJobs(deps: Deps): RecurringJob[] {
  return [
    {
      name: STATEMENT_MAIL_JOB,
      cron: '0 13-23 * * *',
      async run() {
        await mailMonthlyStatements(deps, new Date());
      },
    },
  ];
}
