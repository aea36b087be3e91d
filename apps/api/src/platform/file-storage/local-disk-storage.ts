import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from '../errors';
import type { FileBody, FileStorage } from './file-storage';
import { checkContentType, checkStorageKey } from './storage-keys';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

interface FileMeta {
  contentType: string;
}

/**
 * Files under `root` (DATA_DIR/files by default): the bytes at `root/<key>`, the content type in
 * `root/.meta/<key>.json`, written through `root/.tmp` and renamed, so a reader never sees half a
 * file. No key segment starts with a dot, so `.meta` and `.tmp` are never a key.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const inside = (...parts: string[]) => {
    const path = resolve(base, ...parts);
    // Checked keys cannot leave the root; this holds the line should that check ever change.
    if (!path.startsWith(base + sep)) throw new Error(`File path outside the storage root: ${path}`);
    return path;
  };
  const pathOf = (key: string) => inside(checkStorageKey(key));
  const metaPathOf = (key: string) => inside('.meta', `${checkStorageKey(key)}.json`);

  async function writeWhole(path: string, body: FileBody) {
    const temporary = inside('.tmp', randomUUID());
    await mkdir(dirname(temporary), { recursive: true });
    try {
      await writeFile(temporary, body instanceof Readable ? body : Buffer.from(body));
      await mkdir(dirname(path), { recursive: true });
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async function isFile(path: string) {
    const found = await stat(path).catch(() => null);
    return found?.isFile() ?? false;
  }

  return {
    kind: 'local',
    async put(key, body, { contentType }) {
      const meta: FileMeta = { contentType: checkContentType(contentType) };
      await writeWhole(pathOf(key), body);
      await writeWhole(metaPathOf(key), Buffer.from(JSON.stringify(meta)));
    },
    async get(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw notFound('File');
      const meta = await readFile(metaPathOf(key), 'utf8').catch(() => null);
      const contentType = meta ? (JSON.parse(meta) as FileMeta).contentType : DEFAULT_CONTENT_TYPE;
      return { body: createReadStream(path), contentType, sizeBytes: found.size };
    },
    async exists(key) {
      return isFile(pathOf(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaPathOf(key), { force: true });
    },
  };
}
