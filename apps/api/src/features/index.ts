import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { companyRoutes } from './company/company.routes';
import { guestRoutes } from './guest/guest.routes';
import { logGuestChanges, logsRoutes } from './logs/logs.routes';
import { settingsRoutes } from './settings/settings.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature's routes, under /api. One line per feature. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  logGuestChanges(app);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(companyRoutes);
  await app.register(settingsRoutes);
  await app.register(guestRoutes);
  await app.register(logsRoutes);
}
