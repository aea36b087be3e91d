import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a page of this site with its query', () => {
    expect(safeReturnPath('/call-log?period=Today')).toBe('/call-log?period=Today');
  });

  it('refuses other sites, the login page and nothing', () => {
    for (const raw of [
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test',
      'call-log',
      '/login',
      '/login?next=/x',
      '',
      null,
    ])
      expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the deep link, and sends the root to a plain login', () => {
    expect(loginPathFor(new URL('http://x.test/lead-log/Today?a=1'))).toBe(
      '/login?next=%2Flead-log%2FToday%3Fa%3D1',
    );
    expect(loginPathFor(new URL('http://x.test/'))).toBe('/login');
  });
});
