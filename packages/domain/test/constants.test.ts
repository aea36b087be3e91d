import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_COMPANIES,
  CLOCK_REFRESH_MS,
  COMPANY_TYPES,
  CONTACT_TYPES,
  DASHBOARD_TYPES,
  DEFAULT_PAGE,
  DEFAULT_PRIMARY_PAYMENT_ID,
  DRAG_CLOSE_PX,
  ENVIRONMENTS,
  HOUR_MS,
  INVITE_KINDS,
  isUsStateCode,
  LEAD_TYPES,
  LIST_FETCH_SIZE,
  LOG_KINDS,
  MAX_PAGE_SIZE,
  MOBILE_WIDTH_PX,
  PAGE_SIZE,
  PRIORITY,
  RESULT_FLAGS,
  SORT_DIRECTIONS,
  TOAST_MS,
  US_STATES,
  usStateName,
} from '../src/index';

describe('constants of docs/product.md §12', () => {
  it('has the numbers', () => {
    expect({
      DEFAULT_PAGE,
      PAGE_SIZE,
      MAX_PAGE_SIZE,
      LIST_FETCH_SIZE,
      TOAST_MS,
      CLOCK_REFRESH_MS,
      DRAG_CLOSE_PX,
      MOBILE_WIDTH_PX,
      HOUR_MS,
      DEFAULT_PRIMARY_PAYMENT_ID,
    }).toEqual({
      DEFAULT_PAGE: 1,
      PAGE_SIZE: 50,
      MAX_PAGE_SIZE: 1000,
      LIST_FETCH_SIZE: 1000,
      TOAST_MS: 10000,
      CLOCK_REFRESH_MS: 1000,
      DRAG_CLOSE_PX: 100,
      MOBILE_WIDTH_PX: 600,
      HOUR_MS: 3600000,
      DEFAULT_PRIMARY_PAYMENT_ID: 58,
    });
  });

  it('has the named values', () => {
    expect(PRIORITY).toEqual({ high: 3, medium: 2, low: 1 });
    expect(RESULT_FLAGS).toEqual({ ok: 1, fail: 2 });
    expect(LOG_KINDS).toEqual(['error', 'user_activity', 'webhook']);
    expect(SORT_DIRECTIONS).toEqual(['asc', 'desc']);
    expect(COMPANY_TYPES.map((t) => t.label)).toEqual([
      'Local (Intrastate)',
      'Long Distance (Interstate)',
      'Both',
    ]);
    expect(LEAD_TYPES).toEqual(['Local', 'Long Distance']);
    expect(CAMPAIGN_COMPANIES).toEqual(['EM', 'QR', 'HE']);
    expect(DASHBOARD_TYPES).toEqual(['desktop', 'mobile']);
    expect(CONTACT_TYPES).toEqual(['Owner', 'Sales Manager', 'Manager', 'Other', 'Account Manager']);
    expect(INVITE_KINDS).toEqual(['authorized_contact_invite', 'company_creation_invite']);
    expect(ENVIRONMENTS).toEqual(['localhost', 'stage', 'master']);
  });
});

describe('US_STATES', () => {
  it('lists 50 states with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(US_STATES.some((s) => (s.code as string) === 'DC')).toBe(false);
  });

  it.each([
    ['NY', 'New York', true],
    ['ca', 'California', false],
    ['DC', undefined, false],
  ])('%s → %j', (code, name, isCode) => {
    expect(usStateName(code)).toBe(name);
    expect(isUsStateCode(code)).toBe(isCode);
  });
});
