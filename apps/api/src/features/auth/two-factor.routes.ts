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
import { createLoginThrottle } from './login-throttle';
import * as twoFactor from './two-factor.service';
import { openChallenge } from './two-factor-sign-in';
import { codeThrottleKey } from './two-factor-sign-in.service';

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const limit = { config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT * 3, timeWindow: '1 minute' } } };
  route(app, getTwoFactor, ({ auth }) => twoFactor.getStatus(deps, auth.userId));
  route(app, startTwoFactorSetup, ({ auth }) => twoFactor.startSetup(deps, auth));
  route(app, enableTwoFactor, ({ auth, body }) => twoFactor.enable(deps, auth, body.code), limit);
  const throttle = createLoginThrottle(deps.db, deps.config);
  // Turning it off checks a password and a code: throttled like the sign-in's code step.
  route(
    app,
    disableTwoFactor,
    async ({ auth, body, request }) => {
      const key = codeThrottleKey(auth.userId);
      await throttle.claimAttempt(key, request.ip, request.log);
      const status = await twoFactor.disable(deps, auth, body);
      await throttle.recordSuccess(key, request.ip);
      return status;
    },
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
