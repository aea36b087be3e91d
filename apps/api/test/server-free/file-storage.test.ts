import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import {
  createFileStorage,
  createLocalDiskStorage,
  createS3Storage,
  type FileStorage,
  readStoredBytes,
} from '../../src/platform/file-storage/index';
import { startFakeS3 } from '../support/fake-s3-server';

const ESCAPING_KEYS = [
  '../outside.txt',
  '../../etc/passwd',
  '/etc/passwd',
  'a/../../outside.txt',
  'a/./b.txt',
  '..',
  '.hidden',
  '.meta/a.txt.json',
  'a//b.txt',
  'a/b/',
  'a\\..\\..\\outside.txt',
  'a\0b',
  '',
  'x'.repeat(513),
];

/** The same behaviour from every implementation. */
function describeFileStorage(name: string, open: () => FileStorage) {
  describe(name, () => {
    it('gives back the bytes and content type put under a key, from bytes or a stream', async () => {
      const storage = open();
      await storage.put('documents/7/front.png', Buffer.from('front image'), { contentType: 'image/png' });
      await storage.put('documents/7/notes.txt', Readable.from(['streamed ', 'text']), {
        contentType: 'text/plain; charset=utf-8',
      });
      const front = await storage.get('documents/7/front.png');
      expect(front.contentType).toBe('image/png');
      expect(front.sizeBytes).toBe(11);
      expect((await readStoredBytes(storage, 'documents/7/front.png')).toString()).toBe('front image');
      expect((await readStoredBytes(storage, 'documents/7/notes.txt')).toString()).toBe('streamed text');
      expect(await storage.exists('documents/7/front.png')).toBe(true);
    });

    it('answers NOT_FOUND for a key with no file, and removes a file once or twice without error', async () => {
      const storage = open();
      await expect(storage.get('nothing/here.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await storage.put('gone/soon.txt', Buffer.from('bye'), { contentType: 'text/plain' });
      await storage.delete('gone/soon.txt');
      await storage.delete('gone/soon.txt');
      expect(await storage.exists('gone/soon.txt')).toBe(false);
    });

    it('replaces the file under the same key', async () => {
      const storage = open();
      await storage.put('same/key.txt', Buffer.from('first'), { contentType: 'text/plain' });
      await storage.put('same/key.txt', Buffer.from('second'), { contentType: 'text/csv' });
      expect((await readStoredBytes(storage, 'same/key.txt')).toString()).toBe('second');
      expect((await storage.get('same/key.txt')).contentType).toBe('text/csv');
    });

    const named = ESCAPING_KEYS.map((key) => [
      key.length > 40 ? `of ${key.length} characters` : JSON.stringify(key),
      key,
    ]);
    it.each(named)('refuses the key %s for every call', async (_name, key) => {
      const storage = open();
      const refused = { code: 'VALIDATION_FAILED' };
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject(
        refused,
      );
      await expect(storage.get(key)).rejects.toMatchObject(refused);
      await expect(storage.exists(key)).rejects.toMatchObject(refused);
      await expect(storage.delete(key)).rejects.toMatchObject(refused);
    });

    it('keeps no file when the stream it was given fails', async () => {
      const storage = open();
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('half a file');
          throw new Error('upload cut off');
        })(),
      );
      await expect(storage.put('cut/off.bin', failing, { contentType: 'image/png' })).rejects.toThrow(
        'upload cut off',
      );
      expect(await storage.exists('cut/off.bin')).toBe(false);
    });

    it('refuses a content type that is not one', async () => {
      await expect(
        open().put('a.txt', Buffer.from('x'), { contentType: 'text/plain\r\nx-evil: 1' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
}

describe('local disk storage', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'vanbid-files-'));
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  describeFileStorage('under its root', () => createLocalDiskStorage(join(parent, 'files')));

  it('never wrote beside its root, whatever the keys tried', async () => {
    expect(await readdir(parent)).toEqual(['files']);
  });
});

describe('S3 storage against an S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3('vanbid-test');
  });
  afterAll(() => s3.close());
  const open = () =>
    createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'vanbid-test',
      region: 'us-east-1',
      accessKeyId: 'TESTKEYID',
      secretAccessKey: 'test-secret',
    });

  describeFileStorage('in its bucket', open);

  it('signs every request (SigV4 with the key id) and addresses the object path-style', async () => {
    expect(s3.seen.length).toBeGreaterThan(0);
    for (const request of s3.seen)
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTKEYID\/\d{8}\/us-east-1\/s3\//);
    expect(s3.seen.map((request) => request.path)).toContain('/vanbid-test/documents/7/front.png');
    expect(s3.seen.every((request) => !request.path.includes('..'))).toBe(true);
  });

  it('fails loudly when the bucket refuses', async () => {
    const wrongBucket = createS3Storage(
      {
        endpoint: s3.endpoint,
        bucket: 'other',
        region: 'us-east-1',
        accessKeyId: 'K',
        secretAccessKey: 'S',
      },
      { retries: 0 },
    );
    await expect(wrongBucket.put('a.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /S3 PUT a.txt answered 404/,
    );
  });
});

describe('STORAGE configuration', () => {
  it('is the local disk under DATA_DIR/files by default', () => {
    expect(createFileStorage(loadConfig({ DATA_DIR: '/tmp/vanbid-unused' })).kind).toBe('local');
  });

  it('refuses STORAGE=s3 at start, listing every missing S3 setting', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(
      /S3_ENDPOINT: Required when STORAGE=s3\n {2}S3_REGION: .*\n {2}S3_ACCESS_KEY_ID: .*\n {2}S3_SECRET_ACCESS_KEY: /,
    );
  });

  it('is the S3 bucket when STORAGE=s3 and every S3 setting is there', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(createFileStorage(config).kind).toBe('s3');
  });
});
