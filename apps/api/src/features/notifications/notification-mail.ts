import { type DeliverySettings, effectiveDeliverySettings } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { hashLinkCode, newLinkCode } from '../../platform/auth/link-codes';
import type { Queryable } from '../../platform/db/database';
import { loginCodes } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { portalUrl } from '../../platform/http/portal-url';
import type { RecurringJob } from '../../platform/jobs/job-queue';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
/** How many notifications one run mails; the next run takes the rest. */
const CLAIM_LIMIT = 200;
/** A notification older than this is not mailed any more (the server was down): it is only marked. */
const MAIL_WITHIN_HOURS = 24;
/** The sign-in code in an e-mail's link: single use, 10 minutes (docs/product.md §9, "Tokens in links"). */
const LINK_TTL_MS = 10 * 60_000;

type PendingNotification = {
  id: string;
  account_id: string;
  type: string;
  title: string;
  body: string;
  campaign_id: string | null;
  is_recent: boolean;
};

type Recipient = {
  user_id: string;
  email: string;
  settings: Partial<DeliverySettings> | null;
};

/**
 * Who gets a notification by e-mail (or text message): each member of the account whose delivery
 * settings have that channel on for its type; a member who never saved settings gets the type's
 * defaults only as an owner.
 */
export async function recipientsOf(
  db: Queryable,
  accountId: number,
  type: string,
  channel: 'email' | 'sms' = 'email',
): Promise<Recipient[]> {
  const members = await db.execute<Recipient & { contact_type: string }>(sql`
    select u.id as user_id, u.email, s.settings, m.contact_type
    from memberships m
    join users u on u.id = m.user_id
    left join notification_delivery_settings s on s.account_id = m.account_id and s.user_id = m.user_id
    where m.account_id = ${accountId}`);
  return members.rows.filter(
    (member) =>
      (member.settings !== null || member.contact_type === 'Owner') &&
      effectiveDeliverySettings(member.settings ?? {})[type]?.[channel] === true,
  );
}

/** The e-mail's link: signs the recipient in once and opens the campaign (`/notification_redirect`). */
async function redirectLink(tx: Queryable, deps: Deps, recipient: Recipient, n: PendingNotification) {
  const code = newLinkCode();
  await tx.insert(loginCodes).values({
    codeHash: hashLinkCode(code),
    userId: Number(recipient.user_id),
    accountId: Number(n.account_id),
    purpose: 'notification',
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  const search = new URLSearchParams({ token: code, eventType: n.type });
  if (n.campaign_id) search.set('campaignId', n.campaign_id);
  return `${portalUrl(deps.config)}/notification_redirect?${search}`;
}

/**
 * Mails the notifications not mailed yet, each to its recipients, and marks them mailed in the
 * same transaction. Several API processes share the work (`skip locked`); a run that fails rolls
 * back and the next one sends again. Answers how many e-mails went out.
 */
export async function mailPendingNotifications(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const pending = await tx.execute<PendingNotification>(sql`
      select id, account_id, type, title, body, campaign_id,
        created_at > now() - make_interval(hours => ${MAIL_WITHIN_HOURS}) as is_recent
      from notifications where mailed_at is null
      order by id limit ${CLAIM_LIMIT} for update skip locked`);
    let sent = 0;
    // An account's notices of one type go to the same people: asked once per run.
    const recipientsByKind = new Map<string, Promise<Recipient[]>>();
    const recipientsFor = (n: PendingNotification) => {
      const kind = `${n.account_id}:${n.type}`;
      if (!recipientsByKind.has(kind))
        recipientsByKind.set(kind, recipientsOf(tx, Number(n.account_id), n.type));
      return recipientsByKind.get(kind)!;
    };
    for (const notification of pending.rows) {
      const recipients = notification.is_recent ? await recipientsFor(notification) : [];
      for (const recipient of recipients) {
        const link = await redirectLink(tx, deps, recipient, notification);
        await deps.mailer.send({
          to: recipient.email,
          subject: notification.title,
          text: `${notification.body}\n\nOpen it in Vanbid (the link signs you in once, within 10 minutes): ${link}\n\nChoose which e-mails you get under Settings → Notifications.`,
        });
        sent += 1;
      }
      await tx.execute(sql`update notifications set mailed_at = now() where id = ${notification.id}`);
    }
    return sent;
  });
}

/** The notifications about to be mailed to this user (by their settings) that have not gone yet. */
export async function scheduledFor(db: Queryable, userId: number, accountId: number) {
  const pending = await db.execute<{ id: string; type: string; title: string; created_at: Date }>(sql`
    select id, type, title, created_at from notifications
    where account_id = ${accountId} and mailed_at is null
      and created_at > now() - make_interval(hours => ${MAIL_WITHIN_HOURS})
    order by id`);
  const scheduled = [];
  for (const row of pending.rows) {
    const recipients = await recipientsOf(db, accountId, row.type);
    if (!recipients.some((recipient) => Number(recipient.user_id) === userId)) continue;
    const created = new Date(row.created_at);
    scheduled.push({
      notificationId: Number(row.id),
      type: row.type,
      title: row.title,
      createdAt: created.toISOString(),
      sendsBy: new Date(Math.max(Date.now(), created.getTime()) + 60_000).toISOString(),
    });
  }
  return { scheduled };
}

/** The mail job: every minute, once across all API processes. */
export function notificationMailJobs(deps: Deps): RecurringJob[] {
  return [
    {
      name: NOTIFICATION_MAIL_JOB,
      cron: '* * * * *',
      async run() {
        await mailPendingNotifications(deps);
      },
    },
  ];
}
