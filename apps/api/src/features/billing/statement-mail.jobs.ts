import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { recipientsOf } from '../notifications';
import { monthEnd } from './statement.queries';
import { easternMonthOf, previousMonth } from './statement-months';
import { getStatementPdf, statementFileName } from './statements.service';

export const STATEMENT_MAIL_JOB = 'monthly-statements';

type Deps = Pick<AppDeps, 'db' | 'mailer'>;

/** At most this many statements (an account's month) are handled by one run; the next run goes on. */
const STATEMENTS_PER_RUN = 1000;

interface DueStatement {
  accountId: number;
  month: string;
}

/**
 * The statements not mailed yet up to `lastMonth`, oldest month first: for each account, every
 * month after its newest mailed one, or (never mailed) from the month its wallet first moved (a
 * statement with something on it).
 */
async function statementsToMail(deps: Deps, lastMonth: string, limit: number): Promise<DueStatement[]> {
  const result = await deps.db.execute<{ account_id: string; month: string }>(sql`
    with starts as (
      select m.account_id, max(m.month) + interval '1 month' as first_month
      from statement_mailings m group by m.account_id
      union all
      select l.account_id, date_trunc('month', min(l.created_at) at time zone ${EASTERN_TIME_ZONE})
      from ledger_entries l
      where l.ledger_account = 'wallet' and l.created_at < ${monthEnd(lastMonth)}
        and not exists (select 1 from statement_mailings m where m.account_id = l.account_id)
      group by l.account_id)
    select s.account_id, to_char(month, 'YYYY-MM') as month
    from starts s
    cross join lateral generate_series(s.first_month, ${`${lastMonth}-01`}::timestamp, interval '1 month') as month
    order by month, s.account_id
    limit ${limit}`);
  return result.rows.map((row) => ({ accountId: Number(row.account_id), month: row.month }));
}

/**
 * E-mails the statements of past months not mailed yet (as of `now`: last month's, and any month
 * missed while the server or the mail server was down), oldest first, to the members who want
 * them (the delivery setting "Monthly statement", on by e-mail for owners until changed). Each
 * account's month is claimed in `statement_mailings` in the transaction that sends it, also when
 * nobody wants it by e-mail: a second run sends nothing, a failed send is tried again by the next
 * run (and the account's later months wait for it). An account whose e-mail fails does not keep
 * the others from theirs; the run then fails with the accounts it could not mail. At most
 * `statementsPerRun` statements a run. Answers how many e-mails went out.
 */
export async function mailMonthlyStatements(
  deps: Deps,
  now: Date,
  { statementsPerRun = STATEMENTS_PER_RUN }: { statementsPerRun?: number } = {},
): Promise<number> {
  const lastMonth = previousMonth(easternMonthOf(now));
  let sent = 0;
  const failed = new Map<number, { month: string; error: unknown }>();
  for (const { accountId, month } of await statementsToMail(deps, lastMonth, statementsPerRun)) {
    if (failed.has(accountId)) continue;
    try {
      sent += await mailStatementOf(deps, accountId, month, now);
    } catch (error) {
      failed.set(accountId, { month, error });
    }
  }
  if (failed.size > 0)
    throw new AggregateError(
      [...failed.values()].map((each) => each.error),
      `Monthly statements not mailed to accounts ${[...failed]
        .map(([accountId, { month }]) => `${accountId} (${month})`)
        .join(', ')}`,
    );
  return sent;
}

/** One account's statement of `month` to its recipients, once (the claim); answers how many e-mails went out. */
async function mailStatementOf(deps: Deps, accountId: number, month: string, now: Date): Promise<number> {
  const recipients = await recipientsOf(deps.db, accountId, 'monthly_statement');
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
        insert into statement_mailings (account_id, month) values (${accountId}, ${`${month}-01`})
        on conflict do nothing returning account_id`);
    if (claimed.rows.length === 0 || recipients.length === 0) return 0;
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
 * first run mails last month's statements, and each later run, that day or any later day, those
 * not mailed yet (the mail server or this server was down, across month starts too), never one twice.
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
