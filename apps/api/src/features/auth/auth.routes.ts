import { getTokenMetaData, logoutEverywhere, proappLogin, verifyTwoFactorSignIn } from '@vanbid/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { login } from './auth.service';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie';
import { createLoginThrottle, SignInThrottled } from './login-throttle';
import { logoutEverywhere as endEverySession } from './sessions.service';
import { verifySecondStep } from './two-factor-sign-in.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const throttle = createLoginThrottle(app.deps.db, config);
  /** The throttle's device cookie for `login` on this answer (Secure over https). */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, login: string) =>
    void reply.header(
      'set-cookie',
      deviceCookieHeader(app.deps.tokens, login.toLowerCase(), request.protocol === 'https'),
    );
  // A throttled sign-in says when to come back (the error handler writes the envelope).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof SignInThrottled) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  route(
    app,
    proappLogin,
    async ({ body, request, reply }) => {
      const answer = await login(app.deps, throttle, body, {
        address: request.ip,
        device: readDeviceCookie(request, app.deps.tokens),
        log: request.log,
        cookies: request.cookies,
      });
      // A browser that signed in is known from now on (the throttle's device cookie); with a
      // second step to go, only once the code is right.
      if ('token' in answer) rememberDevice(request, reply, body.login);
      return answer;
    },
    { config: { rateLimit: { max: config.LOGIN_RATE_LIMIT * 3, timeWindow: '1 minute' } } },
  );
  route(
    app,
    verifyTwoFactorSignIn,
    async ({ body, request, reply }) => {
      const session = await verifySecondStep(app.deps, throttle, body, {
        address: request.ip,
        device: readDeviceCookie(request, app.deps.tokens),
        log: request.log,
        reply,
      });
      rememberDevice(request, reply, session.user.email);
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
