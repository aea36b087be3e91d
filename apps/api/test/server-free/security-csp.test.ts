import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTokenMetaData } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../support/call';
import { appServingWeb, useTestApp } from '../support/test-app';

// Issue #25, finding 11: no `'unsafe-inline'` for styles; each page carries a nonce of its own.
const context = useTestApp();
let webDist = '';
let app: FastifyInstance;

/** What `vite build` writes with `html.cspNonce` set: the placeholder in every tag it adds. */
const BUILT_INDEX = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="csp-nonce-placeholder" />
<script type="module" crossorigin src="/assets/index-abc.js" nonce="csp-nonce-placeholder"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css" nonce="csp-nonce-placeholder">
</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vanbid-web-'));
  await writeFile(join(webDist, 'index.html'), BUILT_INDEX);
  app = await appServingWeb(context, webDist);
});
afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

const styleSource = (policy: string) =>
  policy
    .split(';')
    .find((directive) => directive.trim().startsWith('style-src '))!
    .trim();

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  const policy = String(response.headers['content-security-policy']);
  const nonces = [...response.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
  return { response, policy, nonces };
}

describe('the Content-Security-Policy of the portal', () => {
  it.each(['/', '/login', '/campaigns/recent', '/index.html'])(
    '%s allows the styles of its own nonce only, never inline ones',
    async (url) => {
      const { response, policy, nonces } = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(policy).not.toContain('unsafe-inline');
      expect(nonces).toHaveLength(3);
      const [nonce] = nonces;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
      expect(styleSource(policy)).toBe(`style-src 'self' 'nonce-${nonce}'`);
      expect(response.body).not.toContain('csp-nonce-placeholder');
    },
  );

  it('gives every page a new nonce', async () => {
    const first = await page('/login');
    const second = await page('/login');
    expect(first.nonces[0]).not.toBe(second.nonces[0]);
  });

  it('allows no inline style on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: urlOf(getTokenMetaData) });
    const policy = String(response.headers['content-security-policy']);
    expect(styleSource(policy)).toBe("style-src 'self'");
  });
});
