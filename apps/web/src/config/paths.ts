// Every URL of the web app: route patterns (for the router) and builders (for links).

function withOptional(base: string, segment?: string): string {
  return segment ? `${base}/${encodeURIComponent(segment)}` : base;
}

export const paths = {
  root: { pattern: '/', build: () => '/' },
  dashboard: { pattern: '/dashboard', build: () => '/dashboard' },

  // Signed-in area (docs/product.md §2).
  profile: { pattern: '/profile', build: () => '/profile' },
  paymentDetails: { pattern: '/paymentdetails', build: () => '/paymentdetails' },
  billing: { pattern: '/billing', build: () => '/billing' },
  campaigns: {
    pattern: '/campaigns/:campaignDisplay?',
    build: (display?: string) => withOptional('/campaigns', display),
  },
  callsDashboard: {
    pattern: '/calls-dashboard/:campaignId',
    build: (campaignId: number | string) => `/calls-dashboard/${campaignId}`,
  },
  brandedDashboard: {
    pattern: '/branded-dashboard/:campaignId',
    build: (campaignId: number | string) => `/branded-dashboard/${campaignId}`,
  },
  leadsDashboard: {
    pattern: '/leads-dashboard/:campaignId',
    build: (campaignId: number | string) => `/leads-dashboard/${campaignId}`,
  },
  callLog: { pattern: '/call-log/:period?', build: (period?: string) => withOptional('/call-log', period) },
  freeBrandedCalls: { pattern: '/free-branded-calls', build: () => '/free-branded-calls' },
  leadLog: { pattern: '/lead-log/:period?', build: (period?: string) => withOptional('/lead-log', period) },
  /** One lead opened: the link a delivery e-mail or text carries (docs/product.md §5, "Lead and call detail"). */
  leadDetail: { pattern: '/leads/:id', build: (id: number | string) => `/leads/${id}` },
  callDetail: { pattern: '/calls/:id', build: (id: number | string) => `/calls/${id}` },
  selectAuthContact: { pattern: '/select-auth-contact', build: () => '/select-auth-contact' },
  addAuthContact: { pattern: '/add-auth-contact', build: () => '/add-auth-contact' },
  addAuthContactSettings: {
    pattern: '/add-auth-contact-settings',
    build: () => '/add-auth-contact-settings',
  },
  addCard: { pattern: '/add-card', build: () => '/add-card' },
  settings: { pattern: '/settings', build: () => '/settings' },
  settingsActivity: { pattern: '/settings/activity', build: () => '/settings/activity' },
  leadDelivery: { pattern: '/settings/lead-delivery', build: () => '/settings/lead-delivery' },
  leadDeliveryLog: {
    pattern: '/settings/lead-delivery/:id',
    build: (destinationId: number) => `/settings/lead-delivery/${destinationId}`,
  },
  /** Settings → Security on its own: where a member whose company requires two-factor turns it on. */
  demoReceiver: { pattern: '/dev/webhooks', build: () => '/dev/webhooks' },
  settingsSecurity: { pattern: '/settings/security', build: () => '/settings/security' },
  notifications: { pattern: '/notifications', build: () => '/notifications' },
  campaignCreation: { pattern: '/campaign-creation', build: () => '/campaign-creation' },
  wallet: { pattern: '/wallet', build: () => '/wallet' },
  returns: { pattern: '/returns', build: () => '/returns' },
  tutorial: { pattern: '/tutorial', build: () => '/tutorial' },
  wizard: { pattern: '/wizard/:step', build: (step: number) => `/wizard/${step}` },
  supportAccounts: { pattern: '/support', build: () => '/support' },
  supportIdReviews: { pattern: '/support/id-reviews', build: () => '/support/id-reviews' },
  supportFeedback: { pattern: '/support/feedback', build: () => '/support/feedback' },
  supportReturns: { pattern: '/support/returns', build: () => '/support/returns' },
  supportMailbox: { pattern: '/support/mailbox', build: () => '/support/mailbox' },
  supportTexts: { pattern: '/support/texts', build: () => '/support/texts' },

  // Public routes (docs/product.md §2).
  login: { pattern: '/login', build: () => '/login' },
  serviceAgreement: { pattern: '/ServiceAgreement', build: () => '/ServiceAgreement' },
  acceptInvite: { pattern: '/accept-invite', build: () => '/accept-invite' },
  notificationRedirect: { pattern: '/notification_redirect', build: () => '/notification_redirect' },
  newUser: { pattern: '/new-user', build: () => '/new-user' },
  invitedUser: { pattern: '/invited-user/:step', build: (step: number) => `/invited-user/${step}` },
  invitedManager: { pattern: '/invited-manager/:step', build: (step: number) => `/invited-manager/${step}` },
  invitedOwner: { pattern: '/invited-owner/:step', build: (step: number) => `/invited-owner/${step}` },
  transition: { pattern: '/transition', build: () => '/transition' },
  expiredLogin: { pattern: '/expired-login', build: () => '/expired-login' },
  resetPassword: { pattern: '/reset-password', build: () => '/reset-password' },
} as const;

/** Paths on which a 401 or 503 answer does not send the user to /login (docs/product.md §2). */
const PUBLIC_PATH_PREFIXES = [
  '/login',
  '/serviceagreement',
  '/accept-invite',
  '/notification_redirect',
  '/new-user',
  '/invited-user',
  '/invited-manager',
  '/invited-owner',
  '/transition',
  '/expired-login',
  '/reset-password',
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PUBLIC_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
