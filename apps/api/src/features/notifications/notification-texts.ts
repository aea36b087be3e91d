import { SMS_MAX_LENGTH } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { portalUrl } from '../../platform/http/portal-url';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { shortenedText, toGsmText, verifiedNumbersOf } from '../mobile-numbers';
import { recipientsOf } from './notification-mail';

type Deps = Pick<AppDeps, 'db' | 'sms' | 'config'>;

export const NOTIFICATION_SMS_JOB = 'notification-sms';
/** How many notifications one run texts; the next run takes the rest. */
const CLAIM_LIMIT = 200;
/** A notification older than this is not texted any more (the server was down): it is only marked. */
const TEXT_WITHIN_HOURS = 24;

type PendingNotification = {
  id: string;
  account_id: string;
  type: string;
  title: string;
  body: string;
  is_recent: boolean;
};

/**
 * `Vanbid: Low balance. <body> <link>` in plain GSM characters (`toGsmText`: an em dash would make
 * the phone send 70-character segments), the body shortened to fit one text of `SMS_MAX_LENGTH`.
 */
export function notificationTextBody(title: string, body: string, baseUrl: string): string {
  const link = `${baseUrl}/notifications`;
  const head = `Vanbid: ${toGsmText(title)}.`;
  const room = SMS_MAX_LENGTH - head.length - link.length - 2;
  const shown = shortenedText(toGsmText(body), room);
  return `${head} ${shown} ${link}`;
}

/** The confirmed numbers of the members whose settings have text messages on for this notification. */
async function phonesFor(tx: Queryable, n: PendingNotification): Promise<string[]> {
  const recipients = await recipientsOf(tx, Number(n.account_id), n.type, 'sms');
  if (recipients.length === 0) return [];
  const numbers = await verifiedNumbersOf(
    tx,
    Number(n.account_id),
    recipients.map((recipient) => Number(recipient.user_id)),
  );
  return [...new Set(numbers.map((number) => number.phone))];
}

/**
 * Texts the notifications not texted yet to the confirmed mobile numbers of the members who turned
 * "Text message" on for their type (docs/product.md §8), and marks them texted in the same
 * transaction. Runs from the job, never in the transaction that published the notification.
 * Several API processes share the work (`skip locked`); a number the provider refuses is skipped.
 * Answers how many texts went out.
 */
export async function textPendingNotifications(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const pending = await tx.execute<PendingNotification>(sql`
      select id, account_id, type, title, body,
        created_at > now() - make_interval(hours => ${TEXT_WITHIN_HOURS}) as is_recent
      from notifications where texted_at is null
      order by id limit ${CLAIM_LIMIT} for update skip locked`);
    let sent = 0;
    for (const notification of pending.rows) {
      const phones = notification.is_recent ? await phonesFor(tx, notification) : [];
      const body = notificationTextBody(notification.title, notification.body, portalUrl(deps.config));
      for (const to of phones) {
        try {
          await deps.sms.send({ to, body });
          sent += 1;
        } catch {
          // A number the provider refuses (unreachable, opted out) does not hold up the others.
        }
      }
      await tx.execute(sql`update notifications set texted_at = now() where id = ${notification.id}`);
    }
    return sent;
  });
}

/** The text job: every minute, once across all API processes. */
export function notificationTextJobs(deps: Deps): RecurringJob[] {
  return [
    {
      name: NOTIFICATION_SMS_JOB,
      cron: '* * * * *',
      async run() {
        await textPendingNotifications(deps);
      },
    },
  ];
}
