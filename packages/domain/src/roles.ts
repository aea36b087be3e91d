// Who may do what (docs/product.md §1, "Role table"): a permission table per contact type.
import { CONTACT_TYPES, type ContactType } from './constants';

export const PERMISSIONS = [
  'move_money',
  'change_bids',
  'manage_team',
  'configure_delivery',
  'see_logs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  move_money: 'move money (add funds, cash out, payment methods, auto-recharge)',
  change_bids: 'change bids and campaigns',
  manage_team: 'manage the team (invites)',
  configure_delivery: 'set up lead delivery (e-mail and webhooks)',
  see_logs: 'see the logs and statistics',
};

/**
 * The roles: the owner does everything; a manager runs campaigns and the team but not money; a
 * sales manager runs campaigns; an account manager handles money; anyone else only looks.
 */
export const ROLE_PERMISSIONS: Record<ContactType, readonly Permission[]> = {
  Owner: ['move_money', 'change_bids', 'manage_team', 'configure_delivery', 'see_logs'],
  Manager: ['change_bids', 'manage_team', 'configure_delivery', 'see_logs'],
  'Sales Manager': ['change_bids', 'see_logs'],
  'Account Manager': ['move_money', 'see_logs'],
  Other: ['see_logs'],
};

const isContactType = (value: string | null | undefined): value is ContactType =>
  Boolean(value) && (CONTACT_TYPES as readonly (string | null | undefined)[]).includes(value);

/** Whether a member of this contact type may do it; an unknown type may do nothing. */
export function can(contactType: string | null | undefined, permission: Permission): boolean {
  return isContactType(contactType) && ROLE_PERMISSIONS[contactType].includes(permission);
}

/**
 * Whether a member of `actor`'s contact type may invite someone as `target`, assign `target`,
 * or withdraw or remove someone who has it (docs/product.md §1, "Roles"): only a role whose
 * permissions are all the actor's own, and an Owner only by an Owner. Unknown types: never.
 */
export function canGrantRole(actor: string | null | undefined, target: string | null | undefined): boolean {
  if (!isContactType(actor) || !isContactType(target)) return false;
  if (target === 'Owner' && actor !== 'Owner') return false;
  return ROLE_PERMISSIONS[target].every((permission) => ROLE_PERMISSIONS[actor].includes(permission));
}

/** The contact types `actor` may give, in the table's order (the web's role pickers offer these). */
export function grantableRoles(actor: string | null | undefined): ContactType[] {
  return CONTACT_TYPES.filter((target) => canGrantRole(actor, target));
}

/** Why `actor` may not give `target` (the API's 403 message), when `canGrantRole` says no. */
export function roleGrantRefusal(actor: string | null | undefined, target: string): string {
  if (target === 'Owner') return 'Only an owner can invite, make or remove an Owner.';
  return `As ${actor || 'a member'} you can only give a role with rights you have yourself, so not ${target}. Ask the owner.`;
}

/** Who a session is: the user, or Vanbid support acting for them (`guest`, docs/product.md §9). */
export type SessionRole = 'user' | 'guest';

/**
 * The customer's own legal and identity acts (docs/product.md §9, "Guest sessions"): signing the
 * insertion order and the payment authorization, verifying their identity, starting the setup
 * over. Any member makes them for themselves, so no role's permission covers them.
 */
export const CUSTOMER_ACTS = 'customer_acts';

/** A kind of change a session may be kept from: a role's permission, or the customer's own acts. */
export type SessionChange = Permission | typeof CUSTOMER_ACTS;

/**
 * What a Vanbid support (guest) session never changes, whatever the member's role
 * (docs/product.md §9, "Guest sessions"): money, payment methods and auto-recharge; the team
 * (invites, members, roles, authorized contacts); where the leads are delivered (a support session
 * must not send a customer's leads elsewhere); and the customer's own acts (signing, ID
 * verification, starting the setup over). It reads them, and changes campaigns and company details.
 */
export const GUEST_SESSION_WITHHELD = [
  'move_money',
  'manage_team',
  'configure_delivery',
  CUSTOMER_ACTS,
] as const satisfies readonly SessionChange[];
type WithheldFromGuests = (typeof GUEST_SESSION_WITHHELD)[number];

const GUEST_SESSION_REFUSALS: Record<WithheldFromGuests, string> = {
  move_money: 'A Vanbid support session cannot move money or change payment methods or auto-recharge.',
  manage_team:
    'A Vanbid support session cannot invite or remove members, change roles or authorized contacts, or change the company logo.',
  configure_delivery:
    'A Vanbid support session cannot change where leads are delivered; the owner or a manager does it.',
  [CUSTOMER_ACTS]:
    'A Vanbid support session cannot sign documents, verify identity or mobile numbers, or start the setup over for the customer; they do it themselves.',
};

const isWithheldFromGuests = (change: SessionChange): change is WithheldFromGuests =>
  (GUEST_SESSION_WITHHELD as readonly SessionChange[]).includes(change);

/** Whether a session of this role may make the changes of this kind (reads are the role's alone). */
export function canSessionChange(
  sessionRole: SessionRole | null | undefined,
  change: SessionChange,
): boolean {
  return sessionRole !== 'guest' || !isWithheldFromGuests(change);
}

/** What a support session is told when it tries such a change (undefined: it may). */
export function guestSessionRefusal(change: SessionChange): string | undefined {
  return isWithheldFromGuests(change) ? GUEST_SESSION_REFUSALS[change] : undefined;
}

/** Whether this session, as a member of `contactType`, may change what `permission` covers. */
export function canChange(
  session: { contactType: string | null | undefined; sessionRole: SessionRole | null | undefined },
  permission: Permission,
): boolean {
  return can(session.contactType, permission) && canSessionChange(session.sessionRole, permission);
}

const ROLE_NOUNS: Record<ContactType, string> = {
  Owner: 'the owner',
  Manager: 'a manager',
  'Sales Manager': 'a sales manager',
  'Account Manager': 'an account manager',
  Other: 'a team member',
};

/**
 * Who may do what `permission` covers, in words from the role table ("the owner or an account
 * manager"): what a member who may not is told instead of a control that would be refused.
 */
export function whoCan(permission: Permission): string {
  const nouns = CONTACT_TYPES.filter((role) => can(role, permission)).map((role) => ROLE_NOUNS[role]);
  return nouns.length <= 1 ? (nouns[0] ?? 'nobody') : `${nouns.slice(0, -1).join(', ')} or ${nouns.at(-1)}`;
}
