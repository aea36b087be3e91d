// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/storage-keys';
import {
  clearSessionCredentials,
  getSession,
  isSessionValid,
  saveCredentials,
  saveTokenMetaData,
} from './session';

const META = {
  sub: '1',
  user: { role: 'user' as const, inviteType: null, isMainAccount: true, globalId: 3 },
};

describe('the stored session', () => {
  afterEach(() => clearSessionCredentials());

  it('is valid while the token metadata exp (seconds) is in the future', () => {
    saveCredentials('token', 3);
    saveTokenMetaData({ ...META, exp: 2_000 });
    expect(isSessionValid(1_999_000)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');
  });

  it('is removed once exp has passed', () => {
    saveCredentials('token', 3);
    saveTokenMetaData({ ...META, exp: 2_000 });
    expect(isSessionValid(2_000_000)).toBe(false);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('is not valid before the token metadata is loaded', () => {
    saveCredentials('token', 3);
    expect(isSessionValid()).toBe(false);
  });
});
