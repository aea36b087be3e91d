import { devMailbox } from '@vanbid/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertSupportStaff } from '../../platform/auth/support-staff';
import { mailOutbox } from '../../platform/db/schema/index';
import { route } from '../../platform/http/route';

const SHOWN = 50;

/**
 * The local e-mail outbox, newest first (docs/product.md §11): only while no SMTP server is
 * configured; by default in development and on the embedded database (the demo of `npm start`,
 * where the outbox is the only place invites and reset codes can be read), `MAILBOX_VIEW` says
 * otherwise; and only to signed-in support staff (never a guest session), since the codes in it
 * reset passwords.
 */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, mailer } = app.deps;
  const isEmbeddedDemo = config.DATABASE_URL === undefined;
  const shown = config.MAILBOX_VIEW ?? (config.NODE_ENV === 'development' || isEmbeddedDemo ? 'on' : 'off');
  if (mailer.kind !== 'outbox' || shown !== 'on') return;
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
}
