// Who may do what (docs/product.md §9, "Roles"): a permission table per contact type.
import { CONTACT_TYPES, type ContactType } from './constants';

export const PERMISSIONS = ['move_money', 'change_bids', 'manage_team', 'see_logs'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  move_money: 'move money (add funds, cash out, payment methods, auto-recharge)',
  change_bids: 'change bids and campaigns',
  manage_team: 'manage the team (invites)',
  see_logs: 'see the logs and statistics',
};

/**
 * The roles: the owner does everything; a manager runs campaigns and the team but not money; a
 * sales manager runs campaigns; an account manager handles money; anyone else only looks.
 */
export const ROLE_PERMISSIONS: Record<ContactType, readonly Permission[]> = {
  Owner: ['move_money', 'change_bids', 'manage_team', 'see_logs'],
  Manager: ['change_bids', 'manage_team', 'see_logs'],
  'Sales Manager': ['change_bids', 'see_logs'],
  'Account Manager': ['move_money', 'see_logs'],
  Other: ['see_logs'],
};

/** Whether a member of this contact type may do it; an unknown type may do nothing. */
export function can(contactType: string | null | undefined, permission: Permission): boolean {
  if (!contactType || !(CONTACT_TYPES as readonly string[]).includes(contactType)) return false;
  return ROLE_PERMISSIONS[contactType as ContactType].includes(permission);
}
