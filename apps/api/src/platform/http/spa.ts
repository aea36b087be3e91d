import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml),
  );
  app.decorate('spaIndexHtml', indexHtml);
}

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexHtml?: string;
  }
}
