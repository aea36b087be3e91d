import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from '../lazy-page';

/** The signed-in area of docs/product.md §2; rendered inside the signed-in layout. */
export const signedInRoutes: RouteObject[] = [
  {
    path: paths.campaigns.pattern,
    lazy: page(
      () => import('../../features/campaigns/pages/campaigns-page'),
      (m) => m.CampaignsPage,
    ),
    handle: { title: 'Campaigns' },
  },
  {
    path: paths.profile.pattern,
    lazy: page(
      () => import('../../features/profile/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
    handle: { title: 'Profile' },
  },
  {
    path: paths.paymentDetails.pattern,
    lazy: page(
      () => import('../../features/payments/pages/payment-details-page'),
      (m) => m.PaymentDetailsPage,
    ),
    handle: { title: 'Payment options' },
  },
  {
    path: paths.billing.pattern,
    lazy: page(
      () => import('../../features/billing/pages/billing-page'),
      (m) => m.BillingPage,
    ),
    handle: { title: 'Transactions' },
  },
  {
    path: paths.callsDashboard.pattern,
    lazy: page(
      () => import('./dashboard-routes'),
      (m) => m.CallsDashboardRoute,
    ),
    handle: { title: 'Call statistics' },
  },
  {
    path: paths.brandedDashboard.pattern,
    lazy: page(
      () => import('../../features/statistics/pages/branded-dashboard-page'),
      (m) => m.BrandedDashboardPage,
    ),
    handle: { title: 'Branded calls and leads' },
  },
  {
    path: paths.leadsDashboard.pattern,
    lazy: page(
      () => import('./dashboard-routes'),
      (m) => m.LeadsDashboardRoute,
    ),
    handle: { title: 'Lead statistics' },
  },
  {
    path: paths.callLog.pattern,
    lazy: page(
      () => import('../../features/statistics/pages/call-log-page'),
      (m) => m.CallLogPage,
    ),
    handle: { title: 'Call log' },
  },
  {
    path: paths.returns.pattern,
    lazy: page(
      () => import('../../features/returns/pages/returns-page'),
      (m) => m.ReturnsPage,
    ),
    handle: { title: 'Returns' },
  },
  {
    path: paths.supportReturns.pattern,
    lazy: page(
      () => import('../../features/returns/pages/support-returns-page'),
      (m) => m.SupportReturnsPage,
    ),
    handle: { title: 'Returns to review' },
  },
  {
    path: paths.supportIdReviews.pattern,
    lazy: page(
      () => import('../../features/support/pages/id-reviews-page'),
      (m) => m.IdReviewsPage,
    ),
    handle: { title: 'ID reviews' },
  },
  {
    path: paths.supportAccounts.pattern,
    lazy: page(
      () => import('../../features/support/pages/support-accounts-page'),
      (m) => m.SupportAccountsPage,
    ),
    handle: { title: 'Accounts' },
  },
  {
    path: paths.supportFeedback.pattern,
    lazy: page(
      () => import('../../features/support/pages/support-feedback-page'),
      (m) => m.SupportFeedbackPage,
    ),
    handle: { title: 'Feedback' },
  },
  {
    path: paths.supportMailbox.pattern,
    lazy: page(
      () => import('../../features/support/pages/support-mailbox-page'),
      (m) => m.SupportMailboxPage,
    ),
    handle: { title: 'Mailbox' },
  },
  {
    path: paths.supportTexts.pattern,
    lazy: page(
      () => import('../../features/support/pages/support-texts-page'),
      (m) => m.SupportTextsPage,
    ),
    handle: { title: 'Text messages' },
  },
  {
    path: paths.freeBrandedCalls.pattern,
    lazy: page(
      () => import('../../features/statistics/pages/free-branded-calls-page'),
      (m) => m.FreeBrandedCallsPage,
    ),
    handle: { title: 'Free branded calls' },
  },
  {
    path: paths.leadLog.pattern,
    lazy: page(
      () => import('../../features/statistics/pages/lead-log-page'),
      (m) => m.LeadLogPage,
    ),
    handle: { title: 'Lead log' },
  },
  {
    path: paths.leadDetail.pattern,
    lazy: page(
      () => import('./lead-detail-route'),
      (m) => m.LeadDetailRoute,
    ),
    handle: { title: 'Lead' },
  },
  {
    path: paths.callDetail.pattern,
    lazy: page(
      () => import('./call-detail-route'),
      (m) => m.CallDetailRoute,
    ),
    handle: { title: 'Call' },
  },
  {
    path: paths.selectAuthContact.pattern,
    lazy: page(
      () => import('../../features/settings/pages/select-auth-contact-page'),
      (m) => m.SelectAuthContactPage,
    ),
    handle: { title: 'Authorized contacts' },
  },
  {
    path: paths.addAuthContact.pattern,
    lazy: page(
      () => import('../../features/settings/pages/contact-form-page'),
      (m) => m.AddAuthContactPage,
    ),
    handle: { title: 'Authorized contact' },
  },
  {
    path: paths.addAuthContactSettings.pattern,
    lazy: page(
      () => import('../../features/settings/pages/contact-form-page'),
      (m) => m.AddAuthContactSettingsPage,
    ),
    handle: { title: 'Authorized contact' },
  },
  {
    path: paths.addCard.pattern,
    lazy: page(
      () => import('../../features/payments/pages/add-card-page'),
      (m) => m.AddCardPage,
    ),
    handle: { title: 'Add a card' },
  },
  {
    path: paths.settings.pattern,
    lazy: page(
      () => import('../../features/settings/pages/settings-page'),
      (m) => m.SettingsPage,
    ),
    handle: { title: 'Settings' },
  },
  {
    path: paths.settingsActivity.pattern,
    lazy: page(
      () => import('../../features/settings/pages/activity-page'),
      (m) => m.ActivityPage,
    ),
    handle: { title: 'Activity' },
  },
  {
    path: paths.leadDelivery.pattern,
    lazy: page(
      () => import('../../features/lead-delivery/pages/lead-delivery-page'),
      (m) => m.LeadDeliveryPage,
    ),
    handle: { title: 'Lead delivery' },
  },
  {
    path: paths.leadDeliveryLog.pattern,
    lazy: page(
      () => import('../../features/lead-delivery/pages/delivery-log-page'),
      (m) => m.DeliveryLogPage,
    ),
    handle: { title: 'Delivery log' },
  },
  {
    path: paths.demoReceiver.pattern,
    lazy: page(
      () => import('../../features/lead-delivery/pages/demo-receiver-page'),
      (m) => m.DemoReceiverPage,
    ),
    handle: { title: 'Demo webhook receiver' },
  },
  {
    path: paths.notifications.pattern,
    lazy: page(
      () => import('../../features/notifications/pages/notifications-page'),
      (m) => m.NotificationsPage,
    ),
    handle: { title: 'Notifications' },
  },
  {
    path: paths.campaignCreation.pattern,
    lazy: page(
      () => import('../../features/campaigns/pages/campaign-creation-page'),
      (m) => m.CampaignCreationPage,
    ),
    handle: { title: 'Create a campaign' },
  },
  {
    path: paths.wallet.pattern,
    lazy: page(
      () => import('../../features/wallet/pages/wallet-page'),
      (m) => m.WalletPage,
    ),
    handle: { title: 'Wallet' },
  },
  {
    path: paths.tutorial.pattern,
    lazy: page(
      () => import('../../features/tutorials/pages/tutorial-page'),
      (m) => m.TutorialPage,
    ),
    handle: { title: 'Tutorials' },
  },
];
