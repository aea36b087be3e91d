// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { SettingsPage } from '../pages/settings-page';

describe('Settings: scheduled e-mails (GET /users/schedule-notifications)', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('lists the notification e-mails about to go to the user', async () => {
    stubApi({
      '/users/schedule-notifications': () => ({
        scheduled: [
          {
            notificationId: 41,
            type: 'out_of_funds',
            title: 'Your wallet is empty',
            createdAt: '2026-11-20T15:04:00.000Z',
            sendsBy: '2026-11-20T15:05:00.000Z',
          },
        ],
      }),
    });
    renderInApp(<SettingsPage />, '/settings');
    const card = screen.getByRole('region', { name: 'Scheduled e-mails' });
    expect(await within(card).findByText('Your wallet is empty')).toBeTruthy();
    expect(within(card).getByText(/Goes out by/)).toBeTruthy();
  });

  it('says when none are waiting', async () => {
    stubApi({ '/users/schedule-notifications': () => ({ scheduled: [] }) });
    renderInApp(<SettingsPage />, '/settings');
    const card = screen.getByRole('region', { name: 'Scheduled e-mails' });
    expect(await within(card).findByText('No e-mails are waiting to be sent.')).toBeTruthy();
  });
});
