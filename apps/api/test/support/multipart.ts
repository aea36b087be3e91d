import { randomUUID } from 'node:crypto';

/**
 * A multipart form as a browser sends it: each string a field, each byte array a file part
 * (named `upload.bin`, typed as the caller says, which the server must not believe).
 */
export function multipartForm(
  fields: Record<string, unknown>,
  fileType = 'application/octet-stream',
): { payload: Buffer; contentType: string } {
  const boundary = `----vanbid${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const isFile = value instanceof Uint8Array;
    const head = isFile
      ? `Content-Disposition: form-data; name="${name}"; filename="upload.bin"\r\nContent-Type: ${fileType}\r\n\r\n`
      : `Content-Disposition: form-data; name="${name}"\r\n\r\n`;
    parts.push(Buffer.from(`--${boundary}\r\n${head}`));
    parts.push(isFile ? Buffer.from(value) : Buffer.from(String(value)));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
