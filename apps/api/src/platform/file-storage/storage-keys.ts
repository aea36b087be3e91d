import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';

const MAX_KEY_LENGTH = 512;
/** A key segment: letters, digits, `_`, `-` and `.`, not starting with a dot (no `.`, `..`, hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(; ?[a-z0-9-]+=[a-z0-9-]+)?$/i;

/**
 * A storage key is relative segments joined by `/` (`identity/12/front.jpg`). Anything else
 * (an absolute path, `..`, a backslash, an empty segment, a NUL) is refused, never cleaned up into
 * some other key: the caller built it wrong.
 */
export function checkStorageKey(key: string): string {
  const isValid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment) => SEGMENT.test(segment));
  if (!isValid)
    throw new AppError('VALIDATION_FAILED', 'Not a valid file key', { key: 'Letters, digits, . _ - and /' });
  return key;
}

export function checkContentType(contentType: string): string {
  if (!CONTENT_TYPE.test(contentType))
    throw new AppError('VALIDATION_FAILED', 'Not a valid content type', { contentType: 'Like image/png' });
  return contentType;
}

/**
 * A key no other file has (`avatars/u12/<uuid>.webp`): each stored file gets its own, so replacing
 * or deleting one file never touches another, even when both hold the same bytes.
 */
export function newStorageKey(folder: string, extension: string): string {
  return checkStorageKey(`${folder}/${randomUUID()}.${extension}`);
}
