import { matchPath, useLocation } from 'react-router';
import { paths } from '../config/paths';
import type { HeaderFlags } from '../features/shell/types';

const NONE: HeaderFlags = {
  periodSelector: false,
  timeZoneSelector: false,
  companySelect: false,
  campaignDisplaySelect: false,
  backArrow: false,
  outOfFundsNotice: false,
};

/**
 * The header's display flags of every signed-in route, keyed by route pattern: the one table. The
 * out-of-funds notice shows on every signed-in page except those that say it themselves (the
 * campaigns page's spend overview and the dashboards; branded calls are free), so an empty wallet
 * is said once and never missed.
 */
export const ROUTE_FLAGS: Readonly<Record<string, Partial<HeaderFlags>>> = {
  [paths.campaigns.pattern]: {
    companySelect: true,
    campaignDisplaySelect: true,
    timeZoneSelector: true,
    outOfFundsNotice: false,
  },
  [paths.callsDashboard.pattern]: {
    periodSelector: true,
    timeZoneSelector: true,
    backArrow: true,
    outOfFundsNotice: false,
  },
  [paths.brandedDashboard.pattern]: {
    periodSelector: true,
    timeZoneSelector: true,
    backArrow: true,
    outOfFundsNotice: false,
  },
  [paths.leadsDashboard.pattern]: {
    periodSelector: true,
    timeZoneSelector: true,
    backArrow: true,
    outOfFundsNotice: false,
  },
  [paths.callLog.pattern]: { periodSelector: true, timeZoneSelector: true, companySelect: true },
  [paths.leadLog.pattern]: { periodSelector: true, timeZoneSelector: true, companySelect: true },
  [paths.freeBrandedCalls.pattern]: { timeZoneSelector: true, companySelect: true },
  [paths.billing.pattern]: { timeZoneSelector: true, companySelect: true },
  [paths.returns.pattern]: { timeZoneSelector: true, companySelect: true },
  [paths.wallet.pattern]: { companySelect: true },
  [paths.paymentDetails.pattern]: { companySelect: true },
  [paths.addCard.pattern]: { backArrow: true },
  [paths.selectAuthContact.pattern]: { backArrow: true },
  [paths.addAuthContact.pattern]: { backArrow: true },
  [paths.addAuthContactSettings.pattern]: { backArrow: true },
  [paths.campaignCreation.pattern]: { backArrow: true },
  [paths.notifications.pattern]: { companySelect: true, timeZoneSelector: true },
  [paths.settings.pattern]: { companySelect: true },
  [paths.leadDelivery.pattern]: { companySelect: true },
  [paths.leadDeliveryLog.pattern]: { backArrow: true, timeZoneSelector: true },
  [paths.demoReceiver.pattern]: { backArrow: true, timeZoneSelector: true },
  [paths.tutorial.pattern]: {},
  [paths.profile.pattern]: {},
  [paths.supportAccounts.pattern]: {},
  [paths.supportFeedback.pattern]: {},
  [paths.supportReturns.pattern]: {},
  [paths.supportMailbox.pattern]: {},
  [paths.supportTexts.pattern]: {},
};

export function routeFlagsFor(pathname: string): HeaderFlags {
  const entry = Object.entries(ROUTE_FLAGS).find(([pattern]) => matchPath(pattern, pathname));
  if (!entry) return NONE;
  return { ...NONE, outOfFundsNotice: true, ...entry[1] };
}

/** The header's flags for the current location. */
export function useRouteFlags(): HeaderFlags {
  return routeFlagsFor(useLocation().pathname);
}
