import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@vanbid/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newStorageKey } from '../../platform/file-storage/index';
import type { FileReply } from '../../platform/http/file-reply';
import { acceptedImageFormat, squareWebp } from '../../platform/images/images';

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { file: message });

/** A picture of the portal: who owns it, what it is, and its side in pixels once squared. */
export interface PictureKind {
  kind: 'avatar' | 'logo';
  side: number;
}

/**
 * Checks an upload (PNG, JPEG or WebP by its content, at most 2 MB), squares and re-encodes it,
 * stores it and records it in `files`; answers the file's id. Nothing is kept when it is refused.
 */
export async function storePicture(
  deps: Pick<AppDeps, 'db' | 'fileStorage'>,
  owner: { accountId: number | null; key: string },
  upload: Uint8Array,
  picture: PictureKind,
): Promise<number> {
  if (upload.length === 0) throw refuse('Choose an image');
  if (upload.length > AVATAR_MAX_BYTES) throw refuse('The image is larger than 2 MB');
  if (!(await acceptedImageFormat(upload))) throw refuse('This file is not a PNG, JPEG or WebP image');
  const webp = await squareWebp(upload, picture.side);
  if (!webp) throw refuse('The image could not be read; choose another');
  const sha256 = createHash('sha256').update(webp).digest('hex');
  const storageKey = newStorageKey(`${picture.kind}s/${owner.key}`, 'webp');
  await deps.fileStorage.put(storageKey, webp, { contentType: 'image/webp' });
  const [row] = await deps.db
    .insert(files)
    .values({
      accountId: owner.accountId,
      kind: picture.kind,
      storageKey,
      mimeType: 'image/webp',
      sizeBytes: webp.length,
      sha256,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** A stored picture as a file answer; 404 when there is none. */
export async function readPicture(
  deps: Pick<AppDeps, 'db' | 'fileStorage'>,
  fileId: number | null,
  fileName: string,
): Promise<FileReply> {
  if (!fileId) throw notFound('Picture');
  const [row] = await deps.db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw notFound('Picture');
  const stored = await deps.fileStorage.get(row.storageKey);
  // Private to members, but the same id always holds the same bytes.
  return { body: stored.body, fileName, cacheControl: 'private, max-age=86400, immutable' };
}

/** Forgets a replaced picture: its row and its bytes (after the change committed). */
export async function forgetPicture(
  deps: Pick<AppDeps, 'db' | 'fileStorage'>,
  db: Queryable,
  fileId: number | null,
): Promise<void> {
  if (!fileId) return;
  const [row] = await db
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ storageKey: files.storageKey });
  if (row) await deps.fileStorage.delete(row.storageKey);
}
