import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withStyleNonce } from './security-headers';

/** The `nonce="…"` attributes the web build leaves in index.html (Vite's `html.cspNonce`). */
const NONCE_ATTRIBUTE = /\bnonce="[^"]*"/g;

/** index.html with `nonce` in each of its nonce attributes. */
export type IndexPage = (nonce: string) => string;

function indexPageOf(html: string): IndexPage {
  const parts = html.split(NONCE_ATTRIBUTE);
  return (nonce) => parts.join(`nonce="${nonce}"`);
}

/**
 * Sends index.html with a nonce of its own (128 random bits) in the page and in the page's
 * Content-Security-Policy: the web app reads it from `<meta property="csp-nonce">` and gives it
 * to the style elements it adds (emotion's cache), so no `'unsafe-inline'` is needed.
 */
export function sendIndexPage(reply: FastifyReply, page: IndexPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withStyleNonce(policy, nonce));
  return reply.type('text/html').header('cache-control', 'no-cache').send(page(nonce));
}

/**
 * The built SPA with long-lived caching for hashed assets, `/version.json` uncached, and
 * `index.html` for every client route (the SPA shows its own not-found page).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No web build at ${webDist}; run \`npm run build\` to serve the portal.`);
    return;
  }
  const page = indexPageOf(readFileSync(indexPath, 'utf8'));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes NAME.br and NAME.gz beside each asset (apps/web/precompressed-assets.ts):
    // sent as they are to a browser that takes them, instead of compressed on every request.
    preCompressed: true,
    // index.html goes out only with its nonce (the not-found handler serves every client route).
    allowedPath: (path) => path !== '/index.html',
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => sendIndexPage(reply, page));
  app.decorate('spaIndexPage', page);
}

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexPage?: IndexPage;
  }
}
