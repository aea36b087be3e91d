import { createHash } from 'node:crypto';
import { FEEDBACK_FILE_MAX_BYTES } from '@vanbid/contract';
import type { RequestAuth } from '../../platform/auth/guard';
import { feedback, files } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newStorageKey } from '../../platform/file-storage/index';

/**
 * Keeps what a user tells support, with one attachment (at most 5 MB, kept as bytes and only ever
 * offered back as a download to support staff). A guest session's feedback names the support user.
 */
export async function sendFeedback(
  deps: Pick<AppDeps, 'db' | 'fileStorage'>,
  auth: RequestAuth,
  input: { message: string; pageUrl?: string; file?: Uint8Array },
) {
  const attachment = input.file;
  if (attachment && attachment.length > FEEDBACK_FILE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB', { file: 'At most 5 MB' });
  return deps.db.transaction(async (tx) => {
    let fileId: number | null = null;
    if (attachment && attachment.length > 0) {
      const sha256 = createHash('sha256').update(attachment).digest('hex');
      const storageKey = newStorageKey(`feedback/a${auth.accountId}`, 'bin');
      await deps.fileStorage.put(storageKey, attachment, { contentType: 'application/octet-stream' });
      const [file] = await tx
        .insert(files)
        .values({
          accountId: auth.accountId,
          kind: 'feedback',
          storageKey,
          mimeType: 'application/octet-stream',
          sizeBytes: attachment.length,
          sha256,
        })
        .returning({ id: files.id });
      fileId = file!.id;
    }
    const [row] = await tx
      .insert(feedback)
      .values({
        accountId: auth.accountId,
        userId: auth.userId,
        actorUserId: auth.actorUserId ?? null,
        message: input.message,
        pageUrl: input.pageUrl ?? null,
        fileId,
      })
      .returning({ id: feedback.id });
    return { feedbackId: row!.id };
  });
}
