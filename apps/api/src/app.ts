import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerFeatures, registerIntegrations, registerReports } from './features/index';
import { announceNewBuild, registerRealtime } from './features/realtime';
import { registerJobs } from './jobs';
import { createSecretBox } from './platform/auth/secret-box';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import type { AppDeps, OutsideServices } from './platform/deps';
import { AppError } from './platform/errors';
import { registerApiDocs } from './platform/http/docs';
import { clientErrorHandler, frameworkErrors } from './platform/http/edge-errors';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerInputGuard } from './platform/http/input-guard';
import { registerNotFound } from './platform/http/not-found';
import { addSecurityHeadersOutsideFastify, registerSecurityHeaders } from './platform/http/security-headers';
import { serializerCompiler } from './platform/http/serializer';
import { registerSpa } from './platform/http/spa';
import { registerUploads } from './platform/http/uploads';
import { createMetrics } from './platform/metrics/metrics';
import { registerMetricsRoute } from './platform/metrics/metrics-route';
import { registerRequestMetrics } from './platform/metrics/request-metrics';
import { createOutsideServices } from './platform/outside-services';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  jwtSecret: string;
  serveSpa?: boolean;
  /** Where log lines go (default stdout); tests capture them to prove nothing sensitive is logged. */
  logStream?: { write(line: string): void };
  /** Outside services to use instead of the configured ones (a test's gateway, mailer, ...). */
  services?: Partial<OutsideServices>;
}

/** What the secret box's key is derived from: `TWO_FACTOR_KEY`, or else the JWT secret. */
const secretBoxKey = (config: Config, jwtSecret: string) => config.TWO_FACTOR_KEY ?? jwtSecret;

export async function buildApp({
  config,
  db,
  jwtSecret,
  serveSpa = true,
  logStream,
  services,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Never `true`: a forged X-Forwarded-For would pick the address rate limits and logs see.
  const hops = config.TRUST_PROXY;
  const trustProxy =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.body.password'],
            // Query strings stay out of the log: a client could put a secret there by mistake.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.split('?')[0],
                remoteAddress: request.ip,
              }),
            },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  const deps: AppDeps = {
    config,
    db,
    tokens: createTokenService(jwtSecret, config.TOKEN_TTL_SECONDS),
    secretBox: createSecretBox(secretBoxKey(config, jwtSecret)),
    ...createOutsideServices(config, db, services),
  };
  app.decorate('deps', deps);
  const metrics = createMetrics(db);
  app.decorate('metrics', metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before compression: the marketplace's answers are read as their route sent them.
  registerRequestMetrics(app, metrics);
  await registerUploads(app);
  registerInputGuard(app);

  await registerSecurityHeaders(app);
  // Cookies: only the remembered browser of two-factor sign-in (docs/product.md §9).
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
  await registerApiDocs(app);
  registerHealth(app, db);
  registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  await app.register(registerFeatures, { prefix: '/api' });
  await app.register(registerIntegrations, { prefix: '/integrations' });
  await app.register(registerReports, { prefix: '/report' });
  await registerRealtime(app);
  addSecurityHeadersOutsideFastify(app);
  if (config.JOBS === 'on') await registerJobs(app, secretBoxKey(config, jwtSecret));
  if (serveSpa) {
    await registerSpa(app, config.WEB_DIST);
    await announceNewBuild(db, config.WEB_DIST);
  }
  registerNotFound(app);
  return app;
}
