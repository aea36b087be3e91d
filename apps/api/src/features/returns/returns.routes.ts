import {
  decideReturnReview,
  exportReturns,
  getReturnOptions,
  getReturnRates,
  getReturnSettings,
  listReturnReviews,
  listReturns,
  requestReturn,
  saveReturnSettings,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { assertSupportStaff } from '../../platform/auth/support-staff';
import { idempotencyScope } from '../../platform/http/idempotency';
import { route } from '../../platform/http/route';
import { getReturnRatesOf } from './return-rates';
import { getReturnOptionsOf, requestReturnOf } from './returns.service';
import { exportReturnsCsv, listReturnsOf } from './returns-list';
import { getReturnSettingsOf, saveReturnSettingsOf } from './returns-settings';
import { decideReturnReviewOf, listReturnReviewsOf } from './returns-support';

/** Returns of leads and calls, and support's review of those no rule decides. */
export async function returnsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getReturnOptions, ({ auth, params }) =>
    getReturnOptionsOf(db, auth.accountId, params.kind, params.id),
  );
  route(app, requestReturn, ({ auth, body, request }) =>
    requestReturnOf(
      db,
      { accountId: auth.accountId, userId: auth.actorUserId ?? auth.userId },
      body,
      undefined,
      idempotencyScope(request, auth.accountId, body),
    ),
  );
  route(app, listReturns, ({ auth, query }) => listReturnsOf(db, auth.accountId, query));
  route(app, exportReturns, ({ auth, query }) => ({
    body: exportReturnsCsv(db, auth.accountId, query),
    fileName: `vanbid-returns-${new Date().toISOString().slice(0, 10)}.csv`,
  }));
  route(app, getReturnRates, ({ auth, query }) => getReturnRatesOf(db, auth.accountId, query));
  route(app, getReturnSettings, ({ auth }) => getReturnSettingsOf(db, auth.accountId));
  route(app, saveReturnSettings, ({ auth, body }) => saveReturnSettingsOf(db, auth.accountId, body));
  route(app, listReturnReviews, async ({ auth }) => {
    await assertSupportStaff(db, auth, 'review returns');
    return listReturnReviewsOf(db);
  });
  route(app, decideReturnReview, async ({ auth, params, body }) => {
    await assertSupportStaff(db, auth, 'decide returns');
    return decideReturnReviewOf(db, auth.userId, params.id, body);
  });
}
