import {
  createIdvRecord,
  decideIdReview,
  getIdReviewImage,
  getIdVerificationToken,
  isUserVerified,
  listIdReviews,
  submitIdVerification,
  uploadIdImage,
} from '@vanbid/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships, users } from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { markSetupStep } from '../company';
import { listPendingReviews } from './id-reviews.queries';
import { registerIdWebhook } from './id-webhook';
import {
  accessToken,
  assertSupport,
  findCheckByApplicant,
  KEY_COLUMN,
  submitForReview,
  uploadImage,
  verificationOf,
} from './identity-check.service';

/** Four images of 10 MB in base64 never come at once; one does, with room for the JSON. */
const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** ID verification through the provider (the sandbox), and support's review queue (docs/product.md §3). */
export async function identityCheckRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  route(app, uploadIdImage, ({ auth, body }) => uploadImage(deps, auth, body), {
    bodyLimit: IMAGE_BODY_LIMIT,
  });
  route(app, submitIdVerification, ({ auth, body }) => submitForReview(deps, auth, body.documentType));
  route(app, createIdvRecord, async ({ auth }) => {
    const status = await verificationOf(deps, auth.userId);
    if (status.state === 'approved') await markSetupStep(db, auth, 'identity_verification');
    return status;
  });
  route(app, isUserVerified, async ({ auth, query }) => {
    let userId = auth.userId;
    if (query.email) {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.accountId, auth.accountId)),
        )
        .where(sql`lower(${users.email}) = ${query.email}`);
      if (!member) throw notFound('User');
      userId = member.id;
    }
    const status = await verificationOf(deps, userId);
    return { ...status, verified: status.state === 'approved' };
  });
  route(app, listIdReviews, async ({ auth }) => {
    await assertSupport(db, auth);
    return { reviews: await listPendingReviews(db) };
  });
  route(app, getIdReviewImage, async ({ auth, params }) => {
    await assertSupport(db, auth);
    const check = await findCheckByApplicant(db, params.applicantId);
    const key = check[KEY_COLUMN[params.side]];
    if (!key) throw notFound('Image');
    const file = await deps.fileStorage.get(key);
    return {
      body: file.body,
      fileName: `${params.applicantId}-${params.side}.jpg`,
      cacheControl: 'private, no-store',
    };
  });
  route(app, decideIdReview, async ({ auth, params, body }) => {
    await assertSupport(db, auth);
    await findCheckByApplicant(db, params.applicantId);
    const [reviewer] = await db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId));
    await deps.identityVerification.recordDecision(
      params.applicantId,
      body.outcome === 'approved'
        ? { outcome: 'approved', reviewer: reviewer!.email }
        : { outcome: 'rejected', reviewer: reviewer!.email, reason: body.reason as never, note: body.note },
    );
    // The provider then calls our webhook; the sandbox delivers it through the same signed route.
    return deliverDecision(params.applicantId);
  });
}

/** Set by `identityTokenRoutes` (the integrations prefix), used by the review decision. */
let deliverDecision: (applicantId: string) => Promise<never> = async () => {
  throw new Error('The ID webhook is not registered');
};

/** The provider's token for the capture screens and its webhook, on the integrations proxy. */
export async function identityTokenRoutes(app: FastifyInstance): Promise<void> {
  route(app, getIdVerificationToken, ({ auth }) => accessToken(app.deps, auth));
  deliverDecision = registerIdWebhook(app) as typeof deliverDecision;
}
