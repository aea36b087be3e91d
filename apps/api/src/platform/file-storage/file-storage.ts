import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/** What `put` takes: the bytes, or a stream of them. */
export type FileBody = Uint8Array | Readable;

export interface StoredFile {
  body: Readable;
  contentType: string;
  sizeBytes: number;
}

/**
 * Files by key (`e-signature/doc_1f…/signed.pdf`): on the local disk under DATA_DIR/files, or in
 * an S3-compatible bucket (`STORAGE=s3`). Keys are checked the same way for both
 * (`storage-keys.ts`): no key reaches outside the root.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the file whole, replacing one under the same key. */
  put(key: string, body: FileBody, options: { contentType: string }): Promise<void>;
  /** The file as a stream with its content type; NOT_FOUND when there is none. */
  get(key: string): Promise<StoredFile>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** The whole file in memory, for small files (documents, signatures); NOT_FOUND when there is none. */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer> {
  return buffer((await storage.get(key)).body);
}
