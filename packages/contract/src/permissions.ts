import type { Permission } from '@vanbid/domain';
import type { Endpoint } from './endpoint';
import * as activity from './endpoints/activity';
import * as bids from './endpoints/bids';
import * as campaignCreation from './endpoints/campaign-creation';
import * as campaignSettings from './endpoints/campaign-settings';
import * as invites from './endpoints/invites';
import * as payments from './endpoints/payments';
import * as profile from './endpoints/profile';
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
 * What each guarded endpoint needs (docs/product.md §9, "Roles"); the server checks it before
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
  ...allOf(statistics).map((endpoint) => [endpoint, 'see_logs'] as const),
]);

export function permissionOf(endpoint: Endpoint): Permission | undefined {
  return ENDPOINT_PERMISSIONS.get(endpoint);
}
