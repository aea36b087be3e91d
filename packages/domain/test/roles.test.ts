import { describe, expect, it } from 'vitest';
import { CONTACT_TYPES, can, PERMISSIONS } from '../src/index';

describe('roles', () => {
  it('is the decided table', () => {
    const table = Object.fromEntries(
      CONTACT_TYPES.map((role) => [role, PERMISSIONS.filter((permission) => can(role, permission))]),
    );
    expect(table).toEqual({
      Owner: ['move_money', 'change_bids', 'manage_team', 'see_logs'],
      'Sales Manager': ['change_bids', 'see_logs'],
      Manager: ['change_bids', 'manage_team', 'see_logs'],
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
