import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxIdentityVerifications } from '../src/platform/db/schema/index';
import {
  createSandboxIdentityVerification,
  type DocumentSubmission,
} from '../src/platform/identity-verification/index';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const verification = () => context.app.deps.identityVerification;

/** A new applicant whose ID card and selfie are already in the file storage. */
async function applicantWithImages() {
  const { applicantId } = await verification().createApplicant({ externalUserId: `user:${randomUUID()}` });
  const images: DocumentSubmission = {
    documentType: 'id_card',
    frontKey: `identity/${applicantId}/front.jpg`,
    backKey: `identity/${applicantId}/back.jpg`,
    selfieKey: `identity/${applicantId}/selfie.jpg`,
  };
  for (const key of [images.frontKey, images.backKey!, images.selfieKey])
    await context.app.deps.fileStorage.put(key, Buffer.from(`jpeg of ${key}`), { contentType: 'image/jpeg' });
  return { applicantId, images };
}

describe('identity verification sandbox', () => {
  it('holds a submission pending until the reviewer approves it', async () => {
    const { applicantId, images } = await applicantWithImages();
    expect(await verification().getStatus(applicantId)).toMatchObject({
      state: 'awaiting_documents',
      submissionCount: 0,
    });
    expect(await verification().submitDocuments(applicantId, images)).toMatchObject({
      state: 'pending',
      submissionCount: 1,
      rejection: null,
    });
    await verification().recordDecision(applicantId, {
      outcome: 'approved',
      reviewer: 'support@vanbid.test',
    });
    const status = await verification().getStatus(applicantId);
    expect(status).toMatchObject({ applicantId, state: 'approved', rejection: null });
    expect(status.reviewedAt).toBeInstanceOf(Date);
  });

  it('reports a resubmittable rejection with its label, then takes new images', async () => {
    const { applicantId, images } = await applicantWithImages();
    await verification().submitDocuments(applicantId, images);
    await verification().recordDecision(applicantId, {
      outcome: 'rejected',
      reviewer: 'support@vanbid.test',
      reason: 'BAD_SELFIE',
    });
    expect(await verification().getStatus(applicantId)).toMatchObject({
      state: 'rejected',
      rejection: { reason: 'BAD_SELFIE', label: 'Bad selfie', isResubmittable: true },
    });
    expect(await verification().submitDocuments(applicantId, images)).toMatchObject({
      state: 'pending',
      submissionCount: 2,
      rejection: null,
    });
  });

  it('takes no new images after a final rejection', async () => {
    const { applicantId, images } = await applicantWithImages();
    await verification().submitDocuments(applicantId, images);
    await verification().recordDecision(applicantId, {
      outcome: 'rejected',
      reviewer: 'r',
      reason: 'FORGERY',
    });
    expect((await verification().getStatus(applicantId)).rejection).toEqual({
      reason: 'FORGERY',
      label: 'Forgery',
      isResubmittable: false,
    });
    await expect(verification().submitDocuments(applicantId, images)).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
    });
  });

  it('refuses images never uploaded, a second submission in review, and a decision with nothing to review', async () => {
    const { applicantId, images } = await applicantWithImages();
    await expect(
      verification().recordDecision(applicantId, { outcome: 'approved', reviewer: 'r' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      verification().submitDocuments(applicantId, {
        ...images,
        selfieKey: `identity/${applicantId}/never.jpg`,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { selfieKey: 'No file under this key' } });
    await verification().submitDocuments(applicantId, images);
    await expect(verification().submitDocuments(applicantId, images)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses a rejection reason that is not one of docs/product.md §3', async () => {
    const { applicantId, images } = await applicantWithImages();
    await verification().submitDocuments(applicantId, images);
    const decision = { outcome: 'rejected', reviewer: 'r', reason: 'LOOKS_ODD' } as never;
    await expect(verification().recordDecision(applicantId, decision)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await verification().getStatus(applicantId)).state).toBe('pending');
  });

  it('keeps one applicant per person, and its state across a restart', async () => {
    const externalUserId = `user:${randomUUID()}`;
    const first = await verification().createApplicant({ externalUserId });
    expect(await verification().createApplicant({ externalUserId })).toEqual(first);
    const { applicantId, images } = await applicantWithImages();
    await verification().submitDocuments(applicantId, images);
    const restarted = createSandboxIdentityVerification({
      db: context.db,
      fileStorage: context.app.deps.fileStorage,
    });
    expect(await restarted.getStatus(applicantId)).toMatchObject({ state: 'pending', submissionCount: 1 });
  });

  it('answers NOT_FOUND for an applicant it never created', async () => {
    await expect(verification().getStatus('idv_sbx_unknown')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(verification().createAccessToken('idv_sbx_unknown')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('issues a 30-minute access token and keeps only its hash', async () => {
    const { applicantId } = await applicantWithImages();
    const before = Date.now();
    const { token, expiresAt } = await verification().createAccessToken(applicantId);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(29 * 60_000);
    const [row] = await context.db
      .select()
      .from(sandboxIdentityVerifications)
      .where(eq(sandboxIdentityVerifications.applicantId, applicantId));
    expect(row!.accessTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('decides at once when given a review rule (tests, the demo)', async () => {
    const lowQualityIdCards = createSandboxIdentityVerification({
      db: context.db,
      fileStorage: context.app.deps.fileStorage,
      reviewRule: (submission) =>
        submission.documentType === 'id_card'
          ? { outcome: 'rejected', reviewer: 'rule', reason: 'LOW_QUALITY' }
          : undefined,
    });
    const { applicantId, images } = await applicantWithImages();
    expect(await lowQualityIdCards.submitDocuments(applicantId, images)).toMatchObject({
      state: 'rejected',
      rejection: { reason: 'LOW_QUALITY', label: 'Low quality', isResubmittable: true },
    });
  });
});
