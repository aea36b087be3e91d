import { devMailbox, devSmsOutbox } from '@vanbid/contract';
import { toE164 } from '@vanbid/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertSupportStaff } from '../../platform/auth/support-staff';
import type { Config } from '../../platform/config';
import { mailOutbox, smsOutbox } from '../../platform/db/schema/index';
import { route } from '../../platform/http/route';

const SHOWN = 50;

/** `MAILBOX_VIEW`, or by default on in development and on the embedded database (the demo of `npm start`). */
function isOutboxViewOn(config: Config): boolean {
  const isEmbeddedDemo = config.DATABASE_URL === undefined;
  return (
    (config.MAILBOX_VIEW ?? (config.NODE_ENV === 'development' || isEmbeddedDemo ? 'on' : 'off')) === 'on'
  );
}

/**
 * The local outboxes, newest first (docs/product.md §11): the e-mails while no SMTP server is
 * configured, the text messages while no SMS provider is; shown by default in development and on
 * the embedded database (the demo of `npm start`, where the outboxes are the only place invites
 * and codes can be read), `MAILBOX_VIEW` says otherwise; and only to signed-in support staff
 * (never a guest session), since the codes in them reset passwords and confirm numbers.
 */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, mailer, sms } = app.deps;
  if (!isOutboxViewOn(config)) return;
  if (mailer.kind === 'outbox')
    route(app, devMailbox, async ({ query, auth }) => {
      await assertSupportStaff(db, auth, 'read the outbox');
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(query.to ? eq(mailOutbox.to, query.to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(SHOWN);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    });
  if (sms.kind === 'outbox')
    route(app, devSmsOutbox, async ({ query, auth }) => {
      await assertSupportStaff(db, auth, 'read the outbox');
      const to = query.to ? (toE164(query.to) ?? query.to) : undefined;
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(SHOWN);
      return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    });
}
