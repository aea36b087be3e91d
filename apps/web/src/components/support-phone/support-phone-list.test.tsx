// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../lib/session';
import { renderInApp, stubApi } from '../../testing/fake-api';
import { NotFound } from '../not-found';

const numbers = () => ({
  contactPhoneNumber: '(888) 555-0142',
  phoneNumbers: [{ label: 'Support', number: '(888) 555-0142' }],
});

describe('the not-found page', () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('gives a signed-in user Vanbid’s support number to call', async () => {
    saveCredentials('token', 7);
    stubApi({ '/users/contactPhoneNumbers': numbers });
    renderInApp(<NotFound />, '/no-such-page');
    const help = await screen.findByRole('region', { name: 'Call Vanbid' }, { timeout: 5_000 });
    const link = within(help).getByRole('link', { name: 'Support (888) 555-0142' });
    expect(link.getAttribute('href')).toBe('tel:+18885550142');
  });

  it('asks nothing without a session (the numbers are for signed-in users)', async () => {
    const fetchMock = stubApi({ '/users/contactPhoneNumbers': numbers });
    renderInApp(<NotFound />, '/no-such-page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
