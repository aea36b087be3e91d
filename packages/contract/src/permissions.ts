import { CUSTOMER_ACTS, canSessionChange, type Permission, type SessionChange } from '@vanbid/domain';
import type { Endpoint } from './endpoint';
import * as activity from './endpoints/activity';
import * as bids from './endpoints/bids';
import * as campaignCreation from './endpoints/campaign-creation';
import * as campaignSettings from './endpoints/campaign-settings';
import * as invites from './endpoints/invites';
import * as leadDelivery from './endpoints/lead-delivery';
import * as missedCalls from './endpoints/missed-calls';
import * as mobileNumbers from './endpoints/mobile-numbers';
import * as onboarding from './endpoints/onboarding';
import * as ownerAlerts from './endpoints/owner-alerts';
import * as payments from './endpoints/payments';
import * as profile from './endpoints/profile';
import * as recordDetails from './endpoints/record-details';
import * as returns from './endpoints/returns';
import * as statistics from './endpoints/statistics';
import * as team from './endpoints/team';
import * as wallet from './endpoints/wallet';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const writesOf = (module: object) =>
  Object.values(module)
    .filter(isEndpoint)
    .filter((e) => e.method !== 'GET');
const allOf = (module: object) => Object.values(module).filter(isEndpoint);

/**
 * What each guarded endpoint needs (docs/product.md §1, "Role table"); the server checks it before
 * anything else, the web hides what a role cannot do. Endpoints not listed need only a member.
 */
export const ENDPOINT_PERMISSIONS: ReadonlyMap<Endpoint, Permission> = new Map<Endpoint, Permission>([
  ...writesOf(wallet).map((endpoint) => [endpoint, 'move_money'] as const),
  ...writesOf(payments)
    .filter((endpoint) => endpoint.auth)
    .map((endpoint) => [endpoint, 'move_money'] as const),
  ...[bids, campaignSettings, campaignCreation]
    .flatMap(writesOf)
    .map((endpoint) => [endpoint, 'change_bids'] as const),
  ...[
    invites.listInvites,
    invites.createInvite,
    invites.createInvites,
    invites.deleteInvite,
    ...allOf(team),
    profile.updateCompanyLogo,
    ...allOf(activity),
  ].map((endpoint) => [endpoint as Endpoint, 'manage_team'] as const),
  ...[statistics, recordDetails, missedCalls]
    .flatMap(allOf)
    .map((endpoint) => [endpoint, 'see_logs'] as const),
  ...[returns.requestReturn, returns.saveReturnSettings].map(
    (endpoint) => [endpoint as Endpoint, 'move_money'] as const,
  ),
  ...[returns.getReturnOptions, returns.listReturns, returns.exportReturns, returns.getReturnRates].map(
    (endpoint) => [endpoint as Endpoint, 'see_logs'] as const,
  ),
  ...[leadDelivery, ownerAlerts]
    .flatMap(writesOf)
    .map((endpoint) => [endpoint, 'configure_delivery'] as const),
]);

export function permissionOf(endpoint: Endpoint): Permission | undefined {
  return ENDPOINT_PERMISSIONS.get(endpoint);
}

/**
 * Changes that need no role but touch the team all the same: joining an account with an invite,
 * and the wizard's authorized contact (its contact type). A support session never makes them.
 */
const TEAM_CHANGES_OF_ANY_MEMBER: ReadonlyMap<Endpoint, Permission> = new Map<Endpoint, Permission>([
  [invites.useInvite as Endpoint, 'manage_team'],
  [onboarding.saveAuthorizedContact as Endpoint, 'manage_team'],
]);

/**
 * The customer's own legal and identity acts (`CUSTOMER_ACTS`): preparing and signing the
 * insertion order and payment authorization, the ID verification (the provider's session, the
 * images, the submission, its record), proving a mobile number (texts may carry leads) and
 * starting the setup over. Any member makes them for
 * themselves; a support session never makes them in the customer's name.
 */
const CUSTOMER_ACT_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  onboarding.prepareDocument,
  onboarding.signDocument,
  onboarding.getIdVerificationToken,
  onboarding.uploadIdImage,
  onboarding.submitIdVerification,
  onboarding.createIdvRecord,
  onboarding.resetAccount,
  mobileNumbers.addMobileNumber,
  mobileNumbers.resendMobileCode,
  mobileNumbers.confirmMobileNumber,
] as Endpoint[]);

/** The kind of change this endpoint makes, as far as sessions are kept from it. */
function sessionChangeOf(endpoint: Endpoint): SessionChange | undefined {
  if (CUSTOMER_ACT_ENDPOINTS.has(endpoint)) return CUSTOMER_ACTS;
  return ENDPOINT_PERMISSIONS.get(endpoint) ?? TEAM_CHANGES_OF_ANY_MEMBER.get(endpoint);
}

/**
 * The change a Vanbid support (guest) session may not make with this endpoint, or undefined
 * (docs/product.md §9, "Guest sessions"): every change of money, payment methods, auto-recharge
 * and the team, and the customer's own acts. Reads stay open; the route guard answers 403 before
 * the input is read.
 */
export function guestSessionWithheldOf(endpoint: Endpoint): SessionChange | undefined {
  if (endpoint.method === 'GET') return undefined;
  const change = sessionChangeOf(endpoint);
  return change && !canSessionChange('guest', change) ? change : undefined;
}
