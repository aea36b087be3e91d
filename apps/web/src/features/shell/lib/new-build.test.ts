import { describe, expect, it } from 'vitest';
import { IDLE_MS, isTimeToReload } from './new-build';

describe('isTimeToReload (a newer build is deployed)', () => {
  it('reloads a hidden tab, and one whose user is idle', () => {
    expect(isTimeToReload({ isHidden: true, idleForMs: 0, hasReloadedForIt: false })).toBe(true);
    expect(isTimeToReload({ isHidden: false, idleForMs: IDLE_MS, hasReloadedForIt: false })).toBe(true);
  });

  it('offers the notice to an active user instead', () => {
    expect(isTimeToReload({ isHidden: false, idleForMs: IDLE_MS - 1, hasReloadedForIt: false })).toBe(false);
  });

  it('never reloads twice for the same build', () => {
    expect(isTimeToReload({ isHidden: true, idleForMs: IDLE_MS, hasReloadedForIt: true })).toBe(false);
  });
});
