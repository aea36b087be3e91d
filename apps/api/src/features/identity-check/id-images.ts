import { ID_IMAGE_MAX_BYTES } from '@vanbid/contract';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { acceptedImageFormat } from '../../platform/images/images';

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { image: message });

/** The bytes of a base64 upload (a `data:` URL prefix allowed); 400 when it is not base64. */
export function decodeUpload(image: string): Buffer {
  const base64 = image.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw refuse('The image did not arrive whole; choose it again');
  return Buffer.from(base64, 'base64');
}

/** A file name is only shown, never used as a path: one with a folder in it is refused. */
export function checkFileName(fileName: string | undefined): void {
  if (fileName && /[/\\]|\.\./.test(fileName))
    throw new AppError('VALIDATION_FAILED', 'The file name must not contain a folder', {
      fileName: 'Must not contain a folder',
    });
}

/**
 * Checks an ID image by its content (JPEG, PNG or WebP that decodes, at most 10 MB) and re-encodes
 * it as JPEG: the pixels only, turned upright, without metadata (no EXIF location, no trailing
 * data of a polyglot file).
 */
export async function cleanIdImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw refuse('Choose an image');
  if (bytes.length > ID_IMAGE_MAX_BYTES) throw refuse('The image is larger than 10 MB');
  if (!(await acceptedImageFormat(bytes))) throw refuse('This file is not a JPEG, PNG or WebP image');
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch {
    throw refuse('The image could not be read; take or choose it again');
  }
}
