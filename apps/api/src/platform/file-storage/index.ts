import { join } from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

export * from './file-storage';
export { createLocalDiskStorage } from './local-disk-storage';
export { createS3Storage, type S3Settings } from './s3-storage';
export { newStorageKey } from './storage-keys';

/** `STORAGE=s3`: the bucket of the S3_* keys (config.ts checks they are all set); else DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (config.STORAGE !== 's3') return createLocalDiskStorage(join(config.DATA_DIR, 'files'));
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error(
      'STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}
