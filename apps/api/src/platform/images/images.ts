import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The format of an uploaded image read from its content (never its name or stated type): `jpeg`,
 * `png` or `webp`, or null for anything else (a PDF, an SVG, a GIF, bytes that do not decode).
 */
export async function acceptedImageFormat(bytes: Uint8Array): Promise<string | null> {
  if (bytes.length === 0) return null;
  try {
    const { format } = await sharp(bytes).metadata();
    return format && ACCEPTED_FORMATS.has(format) ? format : null;
  } catch {
    return null;
  }
}

/**
 * A square picture (avatar, logo) re-encoded as WebP from the pixels only: turned upright,
 * centred and cropped, without metadata or any data after the image (a polyglot file loses its
 * second life). Null when the pixels cannot be read.
 */
export async function squareWebp(bytes: Uint8Array, side: number): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'cover', position: 'attention' })
      .webp({ quality: 86 })
      .toBuffer();
  } catch {
    return null;
  }
}
