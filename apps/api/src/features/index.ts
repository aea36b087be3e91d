import type { FastifyInstance } from 'fastify';
import { authRoutes, twoFactorRoutes } from './auth';
import { bidsRoutes } from './bids';
import { billingRoutes } from './billing';
import { campaignsRoutes } from './campaigns';
import { companyRoutes } from './company';
import { contentRoutes } from './content';
import { errorReportsRoutes } from './error-reports';
import { geoRoutes } from './geo';
import { guestRoutes } from './guest';
import { identityCheckRoutes, identityTokenRoutes } from './identity-check';
import { integrationsPaymentsRoutes } from './integrations-payments';
import { invitesRoutes } from './invites';
import { demoReceiverRoutes, leadDeliveryRoutes } from './lead-delivery';
import { activityRoutes, logRequests, logsRoutes } from './logs';
import { mailboxRoutes } from './mailbox';
import { marketSignalsRoutes } from './market-signals';
import { marketplaceRoutes } from './marketplace';
import { mobileNumbersRoutes } from './mobile-numbers';
import { notificationsRoutes } from './notifications';
import { onboardingRoutes } from './onboarding';
import { ownerAlertsRoutes } from './owner-alerts';
import { passwordResetRoutes } from './password-reset';
import { paymentsRoutes } from './payments';
import { profileRoutes } from './profile';
import { recordDetailsRoutes } from './record-details';
import { recordingsRoutes } from './recordings';
import { returnsRoutes } from './returns';
import { applicationSettingsRoutes, settingsRoutes } from './settings';
import { signedDocumentsRoutes } from './signed-documents';
import { spendRoutes } from './spend';
import { statisticsRoutes } from './statistics';
import { supportRoutes } from './support';
import { teamRoutes } from './team';
import { usersRoutes } from './users';
import { walletRoutes } from './wallet';

/** Every feature's routes, under /api. One line per feature. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  logRequests(app);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(usersRoutes);
  await app.register(companyRoutes);
  await app.register(settingsRoutes);
  await app.register(statisticsRoutes);
  await app.register(recordDetailsRoutes);
  await app.register(recordingsRoutes);
  await app.register(spendRoutes);
  await app.register(guestRoutes);
  await app.register(logsRoutes);
  await app.register(activityRoutes);
  await app.register(campaignsRoutes);
  await app.register(bidsRoutes);
  await app.register(geoRoutes);
  await app.register(applicationSettingsRoutes);
  await app.register(paymentsRoutes);
  await app.register(walletRoutes);
  await app.register(leadDeliveryRoutes);
  await app.register(demoReceiverRoutes);
  await app.register(billingRoutes);
  await app.register(notificationsRoutes);
  await app.register(ownerAlertsRoutes);
  await app.register(mobileNumbersRoutes);
  await app.register(passwordResetRoutes);
  await app.register(mailboxRoutes);
  await app.register(marketplaceRoutes);
  await app.register(marketSignalsRoutes);
  await app.register(invitesRoutes);
  await app.register(onboardingRoutes);
  await app.register(identityCheckRoutes);
  await app.register(signedDocumentsRoutes);
  await app.register(profileRoutes);
  await app.register(teamRoutes);
  await app.register(contentRoutes);
  await app.register(supportRoutes);
  await app.register(returnsRoutes);
}

/** The integrations proxy's routes, under /integrations (docs/product.md §10). One line per integration. */
export async function registerIntegrations(app: FastifyInstance): Promise<void> {
  logRequests(app);
  await app.register(integrationsPaymentsRoutes);
  await app.register(identityTokenRoutes);
}

/** The report service's routes, under /report. */
export async function registerReports(app: FastifyInstance): Promise<void> {
  await app.register(errorReportsRoutes);
}
