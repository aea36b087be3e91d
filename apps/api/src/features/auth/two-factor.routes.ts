import {
  disableTwoFactor,
  enableTwoFactor,
  getAccountTwoFactorPolicy,
  getTwoFactor,
  setAccountTwoFactorPolicy,
  startSignInEnrolment,
  startTwoFactorSetup,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { createLoginThrottle, SignInThrottled } from './login-throttle';
import * as twoFactor from './two-factor.service';
import { openChallenge } from './two-factor-sign-in';

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const limit = { config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT * 3, timeWindow: '1 minute' } } };
  route(app, getTwoFactor, ({ auth }) => twoFactor.getStatus(deps, auth.userId));
  route(app, startTwoFactorSetup, ({ auth }) => twoFactor.startSetup(deps, auth));
  route(app, enableTwoFactor, ({ auth, body }) => twoFactor.enable(deps, auth, body.code), limit);
  const throttle = createLoginThrottle(deps.db, deps.config);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof SignInThrottled) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  route(
    app,
    disableTwoFactor,
    ({ auth, body, request }) =>
      twoFactor.disable(deps, throttle, auth, body, { address: request.ip, log: request.log }),
    limit,
  );
  route(
    app,
    startSignInEnrolment,
    ({ body }) => twoFactor.startSignInEnrolment(deps, openChallenge(deps, body.challenge)),
    limit,
  );
  route(app, getAccountTwoFactorPolicy, ({ auth }) => twoFactor.getAccountPolicy(deps, auth));
  route(app, setAccountTwoFactorPolicy, ({ auth, body }) =>
    twoFactor.setAccountPolicy(deps, auth, body.required),
  );
}
