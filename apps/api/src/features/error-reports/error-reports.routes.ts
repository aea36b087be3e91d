import { postErrorReport } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { errorReports } from '../../platform/db/schema/index';
import { route } from '../../platform/http/route';

/** The web's error reports (docs/product.md §3, "`POST /report/api/report`"): stored, at most 20 a minute per address, 16 KB each. */
export async function errorReportsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    postErrorReport,
    async ({ body, request }) => {
      await app.deps.db.insert(errorReports).values({
        message: body.message,
        stack: body.stack ?? null,
        url: body.url,
        release: body.release ?? null,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) || null,
        ipAddress: request.ip,
      });
      request.log.warn({ report: { message: body.message, url: body.url } }, 'web error report');
      return { received: true };
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, bodyLimit: 16 * 1024 },
  );
}
