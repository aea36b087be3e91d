import type { Endpoint } from './endpoint';
import * as activity from './endpoints/activity';
import * as applicationSettings from './endpoints/application-settings';
import * as auth from './endpoints/auth';
import * as bids from './endpoints/bids';
import * as billing from './endpoints/billing';
import * as campaignCreation from './endpoints/campaign-creation';
import * as campaignSettings from './endpoints/campaign-settings';
import * as campaigns from './endpoints/campaigns';
import * as company from './endpoints/company';
import * as content from './endpoints/content';
import * as demoStatus from './endpoints/demo-status';
import * as geo from './endpoints/geo';
import * as guest from './endpoints/guest';
import * as invites from './endpoints/invites';
import * as leadDelivery from './endpoints/lead-delivery';
import * as marketSignals from './endpoints/market-signals';
import * as marketplace from './endpoints/marketplace';
import * as missedCalls from './endpoints/missed-calls';
import * as mobileNumbers from './endpoints/mobile-numbers';
import * as notifications from './endpoints/notifications';
import * as onboarding from './endpoints/onboarding';
import * as ownerAlerts from './endpoints/owner-alerts';
import * as passwordReset from './endpoints/password-reset';
import * as payments from './endpoints/payments';
import * as profile from './endpoints/profile';
import * as recordDetails from './endpoints/record-details';
import * as returns from './endpoints/returns';
import * as settings from './endpoints/settings';
import * as spend from './endpoints/spend';
import * as statistics from './endpoints/statistics';
import * as support from './endpoints/support';
import * as team from './endpoints/team';
import * as twoFactor from './endpoints/two-factor';
import * as wallet from './endpoints/wallet';

const ENDPOINT_MODULES = [
  activity,
  applicationSettings,
  auth,
  bids,
  billing,
  campaignCreation,
  campaignSettings,
  campaigns,
  company,
  demoStatus,
  geo,
  guest,
  invites,
  leadDelivery,
  marketSignals,
  marketplace,
  missedCalls,
  mobileNumbers,
  notifications,
  onboarding,
  ownerAlerts,
  passwordReset,
  payments,
  settings,
  spend,
  statistics,
  content,
  profile,
  recordDetails,
  returns,
  support,
  team,
  twoFactor,
  wallet,
];

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value
  );
}

/**
 * Every endpoint of the wire, from each module under `endpoints/` (a new module gets a line
 * above; the API test "serves every endpoint of the contract" notices a missing one). Tests sweep it.
 */
export const allEndpoints: readonly Endpoint[] = ENDPOINT_MODULES.flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);

const NAMES: ReadonlyMap<Endpoint, string> = new Map(
  ENDPOINT_MODULES.flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) => (isEndpoint(value) ? [[value, name] as const] : [])),
  ),
);

/**
 * The endpoint's name in the contract (`proappLogin`, `getRecords`): its OpenAPI `operationId`, so a
 * generated client's calls are named as the contract names them, and stay so while the name does.
 */
export function operationIdOf(endpoint: Endpoint): string {
  const name = NAMES.get(endpoint);
  if (!name) throw new TypeError(`${endpoint.method} ${endpoint.path} is not in the contract's registry`);
  return name.replace(/Endpoint$/, '');
}
