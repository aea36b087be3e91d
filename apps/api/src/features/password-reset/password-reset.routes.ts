import { resetPassword, sendResetCode, sendResetEmail, verifyResetCode } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as service from './password-reset.service';

/** docs/product.md §1, `/password-reset/…` (public, rate-limited per address of the caller). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const limited = {
    config: { rateLimit: { max: app.deps.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
  };
  route(app, sendResetCode, ({ body }) => service.sendResetCode(app.deps, body.email), limited);
  route(
    app,
    verifyResetCode,
    ({ body }) => service.verifyResetCode(app.deps, body.email, body.code),
    limited,
  );
  const { PUBLIC_URL, PORT } = app.deps.config;
  const portalUrl = (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
  route(app, sendResetEmail, ({ body }) => service.sendResetEmail(app.deps, body.email, portalUrl), limited);
  route(
    app,
    resetPassword,
    ({ body }) => service.resetPassword(app.deps, body.token, body.password),
    limited,
  );
}
