// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { UserMenu } from './user-menu';

describe('UserMenu’s help', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('lists Vanbid’s phone numbers as links to call', async () => {
    stubApi({
      '/admin/getCurrentUser': () => ({
        id: 1,
        username: 'Sam Rivera',
        email: 'sam@example.com',
        avatarUrl: null,
        timeZone: null,
        isSupport: false,
      }),
      '/users/contactPhoneNumbers': () => ({
        contactPhoneNumber: '(888) 555-0142',
        phoneNumbers: [
          { label: 'Support', number: '(888) 555-0142' },
          { label: 'Sales', number: '(888) 555-0199' },
        ],
      }),
    });
    renderInApp(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    const support = await screen.findByRole('menuitem', { name: /Call support/ }, { timeout: 5_000 });
    expect(support.getAttribute('href')).toBe('tel:+18885550142');
    expect(support.textContent).toContain('(888) 555-0142');
    expect(screen.getByRole('menuitem', { name: /Call sales/ }).getAttribute('href')).toBe(
      'tel:+18885550199',
    );
  });
});
