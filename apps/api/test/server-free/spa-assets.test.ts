import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServingWeb, useTestApp } from '../support/test-app';

// The web build writes NAME.br and NAME.gz beside each asset (apps/web/precompressed-assets.ts).
const context = useTestApp();
let webDist = '';
let app: FastifyInstance;

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;
const PRECOMPRESSED = brotliCompressSync(SCRIPT, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
});
const STYLES = `.card { margin: 0; padding: 24px; }\n`.repeat(100);

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vanbid-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'app-abc.js'), SCRIPT);
  await writeFile(join(webDist, 'assets', 'app-abc.js.br'), PRECOMPRESSED);
  await writeFile(join(webDist, 'assets', 'app-abc.css'), STYLES);
  app = await appServingWeb(context, webDist);
});
afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

const asset = (url: string, acceptEncoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the web build’s assets', () => {
  it('go out as the build compressed them, cached for a year and varying by encoding', async () => {
    const response = await asset('/assets/app-abc.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('are compressed on the way out when the build wrote no such file for the encoding asked', async () => {
    const gzipped = await asset('/assets/app-abc.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const styles = await asset('/assets/app-abc.css', 'br');
    expect(styles.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(styles.rawPayload).toString()).toBe(STYLES);
  });

  it('go out as they are to a client that takes no encoding', async () => {
    const response = await asset('/assets/app-abc.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });
});
