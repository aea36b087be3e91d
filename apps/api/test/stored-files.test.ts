import {
  getAvatar,
  getCompanyLogo,
  getIdReviewImage,
  isUserVerified,
  listIdReviews,
  sendFeedback,
  submitIdVerification,
  updateAvatar,
  updateCompanyLogo,
  uploadIdImage,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

// Issue #25, finding 7: the same picture uploaded twice was stored under one key, and forgetting
// the replaced one removed the bytes of the new one (200, then 404).
const context = useTestApp();
const { call } = context;
let picture: Buffer;

beforeAll(async () => {
  picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2a6f4e' } })
    .png()
    .toBuffer();
});

/** Storage keys that more than one row of `files` uses. */
async function sharedStorageKeys(): Promise<string[]> {
  const result = await context.db.execute<{ storage_key: string }>(
    sql`select storage_key from files group by storage_key having count(*) > 1`,
  );
  return result.rows.map((row) => row.storage_key);
}

describe('uploading the same picture twice', () => {
  it('keeps the avatar', async () => {
    const owner = await signedInOwner(context);
    for (const _ of [1, 2])
      expect((await call(updateAvatar, { as: owner, body: { file: picture } })).status).toBe(200);
    const shown = await call(getAvatar, { as: owner, params: { userId: owner.user.id } });
    expect(shown.status).toBe(200);
    expect((await sharp(shown.bytes).metadata()).format).toBe('webp');
  });

  it('keeps one avatar, shown, when two uploads arrive at once', async () => {
    const owner = await signedInOwner(context);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(updateAvatar, { as: owner, body: { file: picture } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await call(getAvatar, { as: owner, params: { userId: owner.user.id } })).status).toBe(200);
    const kept = await context.db.execute(
      sql`select count(*)::int as n from files where storage_key like ${`avatars/u${owner.user.id}/%`}`,
    );
    expect(kept.rows[0]).toEqual({ n: 1 });
  });

  it('keeps the company logo', async () => {
    const owner = await signedInOwner(context);
    for (const _ of [1, 2])
      expect((await call(updateCompanyLogo, { as: owner, body: { file: picture } })).status).toBe(200);
    const shown = await call(getCompanyLogo, { as: owner });
    expect(shown.status).toBe(200);
    expect((await sharp(shown.bytes).metadata()).format).toBe('webp');
  });

  it('keeps each ID image, which support can still open after the submission', async () => {
    const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });
    const support = await signedInSupport(context);
    const image = picture.toString('base64');
    for (const side of ['front', 'front', 'back', 'back', 'selfie', 'selfie'] as const)
      expect((await call(uploadIdImage, { as: owner, body: { side, image } })).status).toBe(200);
    expect((await call(isUserVerified, { as: owner })).data.uploaded).toEqual(['front', 'back', 'selfie']);
    const submitted = await call(submitIdVerification, {
      as: owner,
      body: { documentType: 'driving_license' },
    });
    expect(submitted.data.state).toBe('pending');
    const review = (await call(listIdReviews, { as: support })).data.reviews.find(
      (each) => each.email === owner.email,
    )!;
    for (const side of ['front', 'back', 'selfie'] as const) {
      const shown = await call(getIdReviewImage, {
        as: support,
        params: { applicantId: review.applicantId, side },
      });
      expect(shown.status).toBe(200);
    }
  });

  it('gives every stored file its own key, the same attachment sent twice included', async () => {
    const owner = await signedInOwner(context);
    for (const _ of [1, 2]) {
      const sent = await call(sendFeedback, { as: owner, body: { message: 'Same file', file: picture } });
      expect(sent.status).toBe(200);
    }
    expect(await sharedStorageKeys()).toEqual([]);
  });
});
