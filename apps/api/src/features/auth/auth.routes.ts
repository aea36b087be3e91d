import { getTokenMetaData, logoutEverywhere, proappLogin } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { login } from './auth.service';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie';
import { createLoginThrottle, SignInThrottled } from './login-throttle';
import { logoutEverywhere as endEverySession } from './sessions.service';

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
    async ({ body, request, reply }) => {
      const device = readDeviceCookie(request, app.deps.tokens);
      const session = await login(app.deps, throttle, body, {
        address: request.ip,
        device,
        log: request.log,
      });
      // The browser that signed in is known from now on (the throttle's device cookie).
      const isHttps = request.protocol === 'https';
      void reply.header('set-cookie', deviceCookieHeader(app.deps.tokens, body.login.toLowerCase(), isHttps));
      return session;
    },
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
