import { z } from 'zod';

/** Uploads of the portal: images (avatar, logo) and a feedback attachment. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const FEEDBACK_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * A file field of a multipart form, as the API receives it (its bytes). The web sends a `File`
 * or `Blob` in its place; the server reads the content, never the name or the stated type.
 */
export const uploadedFile = z.custom<Uint8Array | Blob>(
  (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
  { message: 'Choose a file' },
);
