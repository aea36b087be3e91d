import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { notFound } from '../errors';
import type { FileBody, FileStorage } from './file-storage';
import { checkContentType, checkStorageKey } from './storage-keys';

export interface S3Settings {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), an R2 endpoint, ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A failed call to the bucket: a 5xx for the caller, the status and S3's answer in the log. */
class S3RequestError extends Error {
  constructor(method: string, key: string, status: number, detail: string) {
    super(`S3 ${method} ${key} answered ${status}: ${detail.slice(0, 300)}`);
    this.name = 'S3RequestError';
  }
}

/**
 * An S3-compatible bucket through signed requests (AWS Signature V4 by `aws4fetch`), path-style
 * URLs (`endpoint/bucket/key`) so MinIO, R2 and AWS alike work. A stream is read into memory
 * before the PUT: S3 wants its length up front, and our files (documents, ID images) are small.
 */
export function createS3Storage(settings: S3Settings, options: { retries?: number } = {}): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: options.retries ?? 3,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (key: string) =>
    `${bucketUrl}/${checkStorageKey(key).split('/').map(encodeURIComponent).join('/')}`;

  async function send(method: string, key: string, init: RequestInit = {}) {
    const response = await client.fetch(urlOf(key), { method, ...init });
    if (response.ok || response.status === 404) return response;
    throw new S3RequestError(method, key, response.status, await response.text());
  }

  const bytesOf = async (body: FileBody) => (body instanceof Readable ? buffer(body) : body);

  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      const headers = { 'content-type': checkContentType(contentType) };
      const response = await send('PUT', key, { body: await bytesOf(body), headers });
      if (response.status === 404) throw new S3RequestError('PUT', key, 404, 'no such bucket');
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404 || !response.body) throw notFound('File');
      return {
        body: Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        sizeBytes: Number(response.headers.get('content-length') ?? 0),
      };
    },
    async exists(key) {
      return (await send('HEAD', key)).status !== 404;
    },
    async delete(key) {
      await send('DELETE', key);
    },
  };
}
