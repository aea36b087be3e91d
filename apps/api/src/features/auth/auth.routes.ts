import { getTokenMetaData, logoutEverywhere, proappLogin, verifyTwoFactorSignIn } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { login } from './auth.service';
import { createLoginThrottle, SignInThrottled } from './login-throttle';
import { logoutEverywhere as endEverySession } from './sessions.service';
import { verifySecondStep } from './two-factor-sign-in.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const throttle = createLoginThrottle(app.deps.db, config);
  // A throttled sign-in says when to come back (the error handler writes the envelope).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof SignInThrottled) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  route(
    app,
    proappLogin,
    ({ body, request }) =>
      login(app.deps, throttle, body, { address: request.ip, log: request.log, cookies: request.cookies }),
    { config: { rateLimit: { max: config.LOGIN_RATE_LIMIT * 3, timeWindow: '1 minute' } } },
  );
  route(
    app,
    verifyTwoFactorSignIn,
    ({ body, request, reply }) =>
      verifySecondStep(app.deps, throttle, body, { address: request.ip, log: request.log, reply }),
    { config: { rateLimit: { max: config.LOGIN_RATE_LIMIT * 3, timeWindow: '1 minute' } } },
  );
  route(app, logoutEverywhere, ({ auth }) => {
    if (auth.role === 'guest')
      throw new AppError('FORBIDDEN', 'A guest session cannot sign the user out everywhere');
    return endEverySession(app.deps.db, auth.userId);
  });
  route(app, getTokenMetaData, ({ auth }) => ({
    exp: auth.exp,
    sub: String(auth.userId),
    user: {
      role: auth.role,
      inviteType: auth.inviteType,
      isMainAccount: auth.isMainAccount,
      globalId: auth.homeAccountId,
    },
  }));
}
