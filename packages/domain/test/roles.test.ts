import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_TYPES,
  CUSTOMER_ACTS,
  can,
  canChange,
  canGrantRole,
  canSessionChange,
  grantableRoles,
  guestSessionRefusal,
  PERMISSIONS,
  whoCan,
} from '../src/index';

describe('roles', () => {
  it('is the decided table', () => {
    const table = Object.fromEntries(
      CONTACT_TYPES.map((role) => [role, PERMISSIONS.filter((permission) => can(role, permission))]),
    );
    expect(table).toEqual({
      Owner: ['move_money', 'change_bids', 'manage_team', 'configure_delivery', 'see_logs'],
      'Sales Manager': ['change_bids', 'see_logs'],
      Manager: ['change_bids', 'manage_team', 'configure_delivery', 'see_logs'],
      Other: ['see_logs'],
      'Account Manager': ['move_money', 'see_logs'],
    });
  });

  it('gives an unknown or missing contact type nothing', () => {
    for (const permission of PERMISSIONS) {
      expect(can('CEO', permission)).toBe(false);
      expect(can(null, permission)).toBe(false);
    }
  });
});

describe('canGrantRole', () => {
  it('gives only roles within the giver’s own, and an Owner only to an Owner', () => {
    const table = Object.fromEntries(CONTACT_TYPES.map((role) => [role, grantableRoles(role)]));
    expect(table).toEqual({
      Owner: ['Owner', 'Sales Manager', 'Manager', 'Other', 'Account Manager'],
      'Sales Manager': ['Sales Manager', 'Other'],
      Manager: ['Sales Manager', 'Manager', 'Other'],
      Other: ['Other'],
      'Account Manager': ['Other', 'Account Manager'],
    });
  });

  it('never gives more than the giver has (property)', () => {
    const role = fc.constantFrom(...CONTACT_TYPES, 'CEO', '');
    fc.assert(
      fc.property(role, role, (actor, target) => {
        if (!canGrantRole(actor, target)) return;
        for (const permission of PERMISSIONS)
          if (can(target, permission)) expect(can(actor, permission)).toBe(true);
        if (target === 'Owner') expect(actor).toBe('Owner');
      }),
    );
  });
});

describe('a Vanbid support session', () => {
  it('changes campaigns but never money, the team or where leads go, and reads what the role reads', () => {
    expect(PERMISSIONS.filter((permission) => canSessionChange('guest', permission))).toEqual([
      'change_bids',
      'see_logs',
    ]);
    expect(PERMISSIONS.every((permission) => canSessionChange('user', permission))).toBe(true);
    expect(canChange({ contactType: 'Owner', sessionRole: 'guest' }, 'move_money')).toBe(false);
    expect(canChange({ contactType: 'Owner', sessionRole: 'user' }, 'move_money')).toBe(true);
    expect(guestSessionRefusal('manage_team')).toMatch(/^A Vanbid support session cannot invite/);
    expect(guestSessionRefusal('configure_delivery')).toMatch(
      /^A Vanbid support session cannot change where leads/,
    );
    expect(guestSessionRefusal('change_bids')).toBeUndefined();
  });

  it('never makes the customer’s own acts (signing, ID verification, starting the setup over)', () => {
    expect(canSessionChange('guest', CUSTOMER_ACTS)).toBe(false);
    expect(canSessionChange('user', CUSTOMER_ACTS)).toBe(true);
    expect(guestSessionRefusal(CUSTOMER_ACTS)).toBe(
      'A Vanbid support session cannot sign documents, verify identity or mobile numbers, or start the setup over for the customer; they do it themselves.',
    );
  });
});

describe('whoCan', () => {
  it('names the roles of the table in words', () => {
    expect(whoCan('move_money')).toBe('the owner or an account manager');
    expect(whoCan('manage_team')).toBe('the owner or a manager');
    expect(whoCan('change_bids')).toBe('the owner, a sales manager or a manager');
  });
});
