import {
  accountActivity,
  findAccounts as findAccountsEndpoint,
  getFeedbackFile,
  listFeedback,
} from '@vanbid/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertSupportStaff } from '../../platform/auth/support-staff';
import { feedback, files } from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { findAccounts, readActivity, readFeedback } from './support.queries';

/** The support console's reads (docs/product.md §1, "Support console"). */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { db, fileStorage } = app.deps;
  route(app, findAccountsEndpoint, async ({ auth, query }) => {
    await assertSupportStaff(db, auth, 'look up accounts');
    return findAccounts(db, query.q);
  });
  route(app, accountActivity, async ({ auth, params, query }) => {
    await assertSupportStaff(db, auth, 'read an account’s activity');
    return readActivity(db, params.accountId, query.before);
  });
  route(app, listFeedback, async ({ auth, query }) => {
    await assertSupportStaff(db, auth, 'read feedback');
    return readFeedback(db, query.before);
  });
  route(app, getFeedbackFile, async ({ auth, params }) => {
    await assertSupportStaff(db, auth, 'read feedback');
    const [row] = await db
      .select({ storageKey: files.storageKey })
      .from(feedback)
      .innerJoin(files, eq(files.id, feedback.fileId))
      .where(eq(feedback.id, params.id));
    if (!row) throw notFound('Attachment');
    return { body: (await fileStorage.get(row.storageKey)).body, fileName: `feedback-${params.id}.bin` };
  });
}
