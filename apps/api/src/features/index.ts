import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { bidsRoutes } from './bids/bids.routes';
import { billingRoutes } from './billing/billing.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { companyRoutes } from './company/company.routes';
import { geoRoutes } from './geo/geo.routes';
import { guestRoutes } from './guest/guest.routes';
import { integrationsPaymentsRoutes } from './integrations-payments/integrations-payments.routes';
import { logGuestChanges, logsRoutes } from './logs/logs.routes';
import { mailboxRoutes } from './mailbox/mailbox.routes';
import { marketplaceRoutes } from './marketplace/index';
import { notificationsRoutes } from './notifications/notifications.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { applicationSettingsRoutes } from './settings/application-settings.routes';
import { settingsRoutes } from './settings/settings.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { usersRoutes } from './users/users.routes';
import { walletRoutes } from './wallet/wallet.routes';

/** Every feature's routes, under /api. One line per feature. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  logGuestChanges(app);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(companyRoutes);
  await app.register(settingsRoutes);
  await app.register(statisticsRoutes);
  await app.register(guestRoutes);
  await app.register(logsRoutes);
  await app.register(campaignsRoutes);
  await app.register(bidsRoutes);
  await app.register(geoRoutes);
  await app.register(applicationSettingsRoutes);
  await app.register(paymentsRoutes);
  await app.register(walletRoutes);
  await app.register(billingRoutes);
  await app.register(notificationsRoutes);
  await app.register(passwordResetRoutes);
  await app.register(mailboxRoutes);
  await app.register(marketplaceRoutes);
}

/** The integrations proxy's routes, under /integrations (docs/product.md §10). One line per integration. */
export async function registerIntegrations(app: FastifyInstance): Promise<void> {
  logGuestChanges(app);
  await app.register(integrationsPaymentsRoutes);
}
