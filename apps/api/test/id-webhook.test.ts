import { createHmac, randomUUID } from 'node:crypto';
import {
  getCompanyUserMeta,
  IDV_WEBHOOK_SIGNATURE_HEADER,
  idVerificationWebhook,
  listIdReviews,
  listNotifications,
  submitIdVerification,
  uploadIdImage,
} from '@vanbid/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { unchecked } from './support/call';
import { type SignedInOwner, signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const SECRET = 'id-webhook-test-secret-0123456789';
const context = useTestApp({ IDV_WEBHOOK_SECRET: SECRET });
const { call } = context;

/** What the provider puts in `x-payload-digest`: HMAC-SHA256 (hex) of the bytes it sends. */
const digestOf = (bytes: string) => createHmac('sha256', SECRET).update(bytes).digest('hex');

/** An owner whose passport the provider approved; the webhook has not told us yet. */
async function approvedAtProvider(): Promise<{ owner: SignedInOwner; applicantId: string }> {
  const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });
  const image = (
    await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  for (const side of ['front', 'selfie'] as const)
    await call(uploadIdImage, { as: owner, body: { side, image, fileName: `${side}.jpg` } });
  await call(submitIdVerification, { as: owner, body: { documentType: 'passport' } });
  const { reviews } = (await call(listIdReviews, { as: await signedInSupport(context) })).data;
  const { applicantId } = reviews.find((each) => each.email === owner.email)!;
  await context.app.deps.identityVerification.recordDecision(applicantId, {
    outcome: 'approved',
    reviewer: 'reviewer@provider.example',
  });
  return { owner, applicantId };
}

/** Posts these exact bytes, as the provider would, with the given digest. */
function deliver(bytes: string, digest: string) {
  return call(idVerificationWebhook, {
    body: unchecked(bytes),
    headers: { 'content-type': 'application/json', [IDV_WEBHOOK_SIGNATURE_HEADER]: digest },
  });
}

const isVerified = async (owner: SignedInOwner) =>
  (await call(getCompanyUserMeta, { as: owner })).data.metaData.identity_verification;

async function idNotices(owner: SignedInOwner) {
  const { notifications } = (await call(listNotifications, { as: owner, query: { size: 100 } })).data;
  return notifications.filter((notification) => notification.type === 'id_verification');
}

describe('POST /integrations/sumsub/webhook', () => {
  it('answers 401 when a field was added to a signed delivery, and applies nothing', async () => {
    const { owner, applicantId } = await approvedAtProvider();
    const signed = JSON.stringify({ type: 'applicantReviewed', applicantId, correlationId: randomUUID() });
    const tampered = `${signed.slice(0, -1)},"reviewStatus":"completed"}`;
    const answer = await deliver(tampered, digestOf(signed));
    expect(answer.status).toBe(401);
    expect(await isVerified(owner)).toBe(false);
    expect(await idNotices(owner)).toEqual([]);
  });

  it('applies a delivery once however often it is replayed: 40 posts, one notification', async () => {
    const { owner, applicantId } = await approvedAtProvider();
    const bytes = JSON.stringify({ type: 'applicantReviewed', applicantId, correlationId: randomUUID() });
    const answers = await Promise.all(Array.from({ length: 40 }, () => deliver(bytes, digestOf(bytes))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(answers.every((answer) => answer.data.state === 'approved')).toBe(true);
    expect(await isVerified(owner)).toBe(true);
    expect((await idNotices(owner)).map((notice) => notice.title)).toEqual(['ID verified']);
  });

  it('tells the account only when the state changed: a second delivery of the same decision adds no notification', async () => {
    const { owner, applicantId } = await approvedAtProvider();
    for (let delivery = 0; delivery < 2; delivery++) {
      const bytes = JSON.stringify({ type: 'applicantReviewed', applicantId, correlationId: randomUUID() });
      expect((await deliver(bytes, digestOf(bytes))).status).toBe(200);
    }
    expect(await idNotices(owner)).toHaveLength(1);
  });

  it('checks the digest over the bytes sent: other whitespace than the signer’s is accepted only with its own digest', async () => {
    const { owner, applicantId } = await approvedAtProvider();
    const delivery = { type: 'applicantReviewed', applicantId, correlationId: randomUUID() };
    const spaced = JSON.stringify(delivery, null, 2);
    const compact = JSON.stringify(delivery);
    expect((await deliver(compact, digestOf(spaced))).status).toBe(401);
    expect(await isVerified(owner)).toBe(false);
    const answer = await deliver(spaced, digestOf(spaced));
    expect(answer.status).toBe(200);
    expect(await isVerified(owner)).toBe(true);
  });

  it('answers 400 in the envelope to signed bytes that are not JSON', async () => {
    const bytes = '{"type":"applicantReviewed",';
    const answer = await deliver(bytes, digestOf(bytes));
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 to a digest of the wrong length or of another secret', async () => {
    const { owner, applicantId } = await approvedAtProvider();
    const bytes = JSON.stringify({ type: 'applicantReviewed', applicantId, correlationId: randomUUID() });
    const otherSecret = createHmac('sha256', 'another-secret-0123456789').update(bytes).digest('hex');
    for (const digest of [digestOf(bytes).slice(0, 62), `${digestOf(bytes)}00`, otherSecret, ''])
      expect((await deliver(bytes, digest)).status).toBe(401);
    expect(await isVerified(owner)).toBe(false);
  });
});
