import type { CallRecording } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newStorageKey } from '../../platform/file-storage/index';
import { isValidRecordingLink, RECORDING_LINK_SECONDS, signRecordingLink } from './recording-links';

/** What the call record keeps of a stored recording. */
export interface StoredRecording {
  key: string;
  isDisclosed: boolean;
}

/** Stores the audio a publisher sent with a call's end (before the event's transaction). */
export async function storeRecording(
  deps: Pick<AppDeps, 'fileStorage'>,
  upload: { audio_base64: string; caller_was_told: boolean },
): Promise<StoredRecording> {
  const key = newStorageKey('recordings', 'wav');
  await deps.fileStorage.put(key, Buffer.from(upload.audio_base64, 'base64'), { contentType: 'audio/wav' });
  return { key, isDisclosed: upload.caller_was_told };
}

/** The call detail's recording: a link signed for the account, good for a few minutes. */
export function recordingOf(
  deps: Pick<AppDeps, 'tokens'>,
  record: { id: number; accountId: number; recordingKey: string | null; durationSeconds: number },
  isDisclosed: boolean | null,
  now = Date.now(),
): CallRecording | null {
  if (!record.recordingKey) return null;
  const expires = Math.floor(now / 1000) + RECORDING_LINK_SECONDS;
  return {
    url: signRecordingLink(deps.tokens, { accountId: record.accountId, callId: record.id, expires }),
    expires_at: new Date(expires * 1000).toISOString(),
    seconds: record.durationSeconds,
    is_disclosed: isDisclosed === true,
  };
}

/**
 * The audio of a signed link. A wrong or expired signature is 401 (the link is the credential);
 * a call of another account, or one whose recording is gone, is 404.
 */
export async function openRecording(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'fileStorage'>,
  input: { callId: number; account: number; expires: number; signature: string },
) {
  const subject = { accountId: input.account, callId: input.callId, expires: input.expires };
  if (!isValidRecordingLink(deps.tokens, { ...subject, signature: input.signature }, Date.now() / 1000))
    throw new AppError(
      'UNAUTHENTICATED',
      'This recording link has expired or is not valid. Open the call again.',
    );
  const found = await deps.db.execute<{ recording_key: string | null }>(sql`
    select recording_key from call_records where id = ${input.callId} and account_id = ${input.account}`);
  const key = found.rows[0]?.recording_key;
  if (!key) throw notFound('Recording');
  const file = await deps.fileStorage.get(key);
  return { body: file.body, fileName: `vanbid-call-${input.callId}.wav`, cacheControl: 'private, no-store' };
}

/**
 * Deletes the recordings of calls older than the retention period (`RECORDING_RETENTION_DAYS`),
 * a batch at a time: the file first, then the record forgets it. Answers how many went.
 */
export async function purgeOldRecordings(
  deps: { db: Queryable; fileStorage: AppDeps['fileStorage'] },
  retentionDays: number,
): Promise<number> {
  const old = await deps.db.execute<{ id: string; recording_key: string }>(sql`
    select id, recording_key from call_records
    where recording_key is not null and time_created < now() - make_interval(days => ${retentionDays})
    order by id limit 500`);
  for (const row of old.rows) {
    await deps.fileStorage.delete(row.recording_key);
    await deps.db.execute(sql`update call_records set recording_key = null where id = ${row.id}`);
  }
  return old.rows.length;
}
