import type { IdImageSide, VerificationStatusData } from '@vanbid/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/guard';
import { assertSupportStaff } from '../../platform/auth/support-staff';
import type { Queryable } from '../../platform/db/database';
import { identityChecks, idWebhookDeliveries, memberships } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import { newStorageKey } from '../../platform/file-storage/index';
import type { IdentityDocumentType, VerificationStatus } from '../../platform/identity-verification/index';
import { markSetupStep } from '../company';
import { checkFileName, cleanIdImage, decodeUpload } from './id-images';

type Deps = Pick<AppDeps, 'db' | 'identityVerification' | 'fileStorage'>;
type Check = typeof identityChecks.$inferSelect;

const KEY_COLUMN = { front: 'frontKey', back: 'backKey', selfie: 'selfieKey' } as const;

async function findCheck(db: Queryable, userId: number): Promise<Check | undefined> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId));
  return row;
}

/** The person's check, created with the provider's applicant on first use. */
async function ensureCheck(deps: Deps, auth: RequestAuth): Promise<Check> {
  const found = await findCheck(deps.db, auth.userId);
  if (found) return found;
  const { applicantId } = await deps.identityVerification.createApplicant({
    externalUserId: `user:${auth.userId}`,
  });
  await deps.db
    .insert(identityChecks)
    .values({ userId: auth.userId, accountId: auth.accountId, applicantId })
    .onConflictDoNothing();
  return (await findCheck(deps.db, auth.userId))!;
}

function uploadedSides(check: Check | undefined): IdImageSide[] {
  if (!check) return [];
  return (Object.keys(KEY_COLUMN) as IdImageSide[]).filter((side) => check[KEY_COLUMN[side]] !== null);
}

const isResubmittableRejection = (status: VerificationStatus | null) =>
  status?.state === 'rejected' && status.rejection?.isResubmittable === true;

function toWire(check: Check | undefined, status: VerificationStatus | null): VerificationStatusData {
  // The rejected images are dropped when the decision arrives (`applyProviderDecision`); until it
  // has, the images kept are the rejected ones, which count for nothing.
  const isDecisionPending = isResubmittableRejection(status) && check?.state !== 'rejected';
  return {
    state: status?.state ?? 'not_started',
    submissionCount: status?.submissionCount ?? 0,
    rejection: status?.rejection ?? null,
    uploaded: isDecisionPending ? [] : uploadedSides(check),
  };
}

export async function verificationOf(deps: Deps, userId: number): Promise<VerificationStatusData> {
  const check = await findCheck(deps.db, userId);
  if (!check) return toWire(undefined, null);
  return toWire(check, await deps.identityVerification.getStatus(check.applicantId));
}

export async function accessToken(deps: Deps, auth: RequestAuth) {
  const check = await ensureCheck(deps, auth);
  const { token, expiresAt } = await deps.identityVerification.createAccessToken(check.applicantId);
  return { token, expiresAt: expiresAt.toISOString(), applicantId: check.applicantId };
}

function refuseWhenDecided(status: VerificationStatus): void {
  if (status.state === 'approved') throw new AppError('BUSINESS_RULE', 'Your ID is already verified');
  if (status.state === 'pending')
    throw new AppError('BUSINESS_RULE', 'Your ID is being reviewed; wait for the decision');
  if (status.state === 'rejected' && status.rejection && !status.rejection.isResubmittable)
    throw new AppError(
      'BUSINESS_RULE',
      `Your ID check was closed: ${status.rejection.label}. Contact support.`,
    );
}

/** One image for the next submission: checked, cleaned, stored privately under `identity/`. */
export async function uploadImage(
  deps: Deps,
  auth: RequestAuth,
  input: { side: IdImageSide; image: string; fileName?: string | undefined },
): Promise<VerificationStatusData> {
  checkFileName(input.fileName);
  const clean = await cleanIdImage(decodeUpload(input.image));
  const check = await ensureCheck(deps, auth);
  refuseWhenDecided(await deps.identityVerification.getStatus(check.applicantId));
  const key = newStorageKey(`identity/${auth.userId}/${input.side}`, 'jpg');
  await deps.fileStorage.put(key, clean, { contentType: 'image/jpeg' });
  const previous = check[KEY_COLUMN[input.side]];
  await deps.db
    .update(identityChecks)
    .set({ [KEY_COLUMN[input.side]]: key, updatedAt: sql`now()` })
    .where(eq(identityChecks.userId, auth.userId));
  if (previous) await deps.fileStorage.delete(previous);
  return verificationOf(deps, auth.userId);
}

/** Sends the uploaded images for review: front and selfie, and the back unless it is a passport. */
export async function submitForReview(
  deps: Deps,
  auth: RequestAuth,
  documentType: IdentityDocumentType,
): Promise<VerificationStatusData> {
  const check = await findCheck(deps.db, auth.userId);
  const sides = uploadedSides(check);
  const needed: IdImageSide[] =
    documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
  const missing = needed.filter((side) => !sides.includes(side));
  if (!check || missing.length > 0)
    throw new AppError('VALIDATION_FAILED', `Upload the ${missing.join(', ')} image first`, {
      [missing[0] ?? 'front']: 'Upload this image first',
    });
  refuseWhenDecided(await deps.identityVerification.getStatus(check.applicantId));
  const status = await deps.identityVerification.submitDocuments(check.applicantId, {
    documentType,
    frontKey: check.frontKey!,
    backKey: documentType === 'passport' ? undefined : check.backKey!,
    selfieKey: check.selfieKey!,
  });
  await deps.db
    .update(identityChecks)
    .set({ state: status.state, updatedAt: sql`now()` })
    .where(eq(identityChecks.userId, auth.userId));
  return toWire(check, status);
}

/**
 * The provider's decision, as its webhook brings it: our mirror follows, an approval earns the
 * `identity_verification` flag, and the account is told when the state changed. Each delivery
 * (the provider's `correlationId`) is applied once: a retry or replay only reads the status.
 */
export async function applyProviderDecision(
  deps: Deps,
  delivery: { applicantId: string; correlationId: string },
): Promise<VerificationStatusData> {
  const { applicantId } = delivery;
  const check = await findCheckByApplicant(deps.db, applicantId);
  const status = await deps.identityVerification.getStatus(applicantId);
  const rejectedKeys = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(idWebhookDeliveries)
      .values({ correlationId: delivery.correlationId, applicantId })
      .onConflictDoNothing()
      .returning({ correlationId: idWebhookDeliveries.correlationId });
    if (recorded.length === 0) return [];
    const [mirror] = await tx
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.applicantId, applicantId))
      .for('update');
    if (!mirror || mirror.state === status.state) return [];
    const dropped = isResubmittableRejection(status) ? imagesUploadedBefore(mirror, status.reviewedAt) : {};
    await tx
      .update(identityChecks)
      .set({ ...dropped, state: status.state, updatedAt: sql`now()` })
      .where(eq(identityChecks.applicantId, applicantId));
    await announceDecision(tx, check, status);
    return Object.keys(dropped).map((column) => mirror[column as keyof typeof dropped]!);
  });
  for (const key of rejectedKeys) await deps.fileStorage.delete(key);
  return toWire(await findCheckByApplicant(deps.db, applicantId), status);
}

/**
 * The columns of the images a resubmittable rejection turned down, set to null: the person sends
 * new ones. An image uploaded after the decision (before it arrived here) stays.
 */
function imagesUploadedBefore(check: Check, decidedAt: Date | null) {
  const isRejectedUpload = decidedAt === null || check.updatedAt <= decidedAt;
  const dropped: Partial<Record<(typeof KEY_COLUMN)[IdImageSide], null>> = {};
  for (const column of Object.values(KEY_COLUMN))
    if (isRejectedUpload && check[column]) dropped[column] = null;
  return dropped;
}

/** The setup flag of an approval, and the notification of the decision. */
async function announceDecision(tx: Queryable, check: Check, status: VerificationStatus): Promise<void> {
  const [membership] = await tx
    .select({ inviteType: memberships.inviteType })
    .from(memberships)
    .where(and(eq(memberships.userId, check.userId), eq(memberships.accountId, check.accountId)));
  if (status.state === 'approved')
    await markSetupStep(
      tx,
      { userId: check.userId, accountId: check.accountId, inviteType: membership?.inviteType ?? null },
      'identity_verification',
    );
  const rejection = status.rejection;
  const body =
    status.state === 'approved'
      ? 'Your ID is verified. You can go on with the setup.'
      : rejection?.isResubmittable
        ? `Your ID check needs new images: ${rejection.label}. Upload them again in the setup.`
        : `Your ID check was closed: ${rejection?.label ?? 'rejected'}. Contact support.`;
  await publish(tx, {
    name: 'new_notification',
    accountId: check.accountId,
    notification: {
      type: 'id_verification',
      title: status.state === 'approved' ? 'ID verified' : 'ID check',
      body,
    },
  });
}

/** Support staff only (never a guest session). */
export function assertSupport(db: Queryable, auth: RequestAuth): Promise<void> {
  return assertSupportStaff(db, auth, 'review ID checks');
}

export async function findCheckByApplicant(db: Queryable, applicantId: string): Promise<Check> {
  const [check] = await db.select().from(identityChecks).where(eq(identityChecks.applicantId, applicantId));
  if (!check) throw notFound('Verification');
  return check;
}

export { KEY_COLUMN };
