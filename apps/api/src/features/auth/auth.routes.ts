import { getTokenMetaData, proappLogin } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { login } from './auth.service';
import { createLoginThrottle } from './login-throttle';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const throttle = createLoginThrottle(config.LOGIN_RATE_LIMIT, 15 * 60_000);
  route(app, proappLogin, ({ body }) => login(app.deps, throttle, body), {
    config: { rateLimit: { max: config.LOGIN_RATE_LIMIT * 3, timeWindow: '1 minute' } },
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
