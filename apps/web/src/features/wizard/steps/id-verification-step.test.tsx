// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from '../../../lib/session';
import { callsTo, renderInApp, stubApi } from '../../../testing/fake-api';
import { IdVerificationStep } from './id-verification-step';

const status = (state: string) => ({
  state,
  submissionCount: 0,
  rejection: null,
  uploaded: [],
  verified: false,
});

function openStep(state: string, onDone = vi.fn()) {
  const fetchMock = stubApi({
    '/payment/isUserVerified': () => status(state),
    'POST /sumsub/get_access_token': () => ({
      token: 'sbx_token',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      applicantId: 'app_7f3a',
    }),
    'POST /admin/authorizedContacts/createIdvRecord': () => status(state),
    '/user-meta/company': () => ({ metaData: {} }),
    '/authorized-contact/user-meta': () => ({ metaData: {} }),
  });
  renderInApp(<IdVerificationStep onDone={onDone} />);
  return fetchMock;
}

describe('the ID step with the provider (POST /integrations/sumsub/get_access_token, createIdvRecord)', {
  timeout: 20_000,
}, () => {
  beforeEach(() => {
    saveCredentials('token', 7);
    // An authorized-contact invitee: their ID is their own, recorded on the company that invited them.
    saveTokenMetaData({
      exp: 2_000_000_000,
      sub: '1',
      user: { role: 'user', inviteType: 'authorized_contact_invite', isMainAccount: false, globalId: 7 },
    });
  });
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('opens the provider’s capture session and shows the check’s reference', async () => {
    const fetchMock = openStep('not_started');
    expect(await screen.findByText('app_7f3a', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /sumsub/get_access_token')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /admin/authorizedContacts/createIdvRecord')).toHaveLength(0);
  });

  it('records an approved ID on this company once, then reads the setup again', async () => {
    const fetchMock = openStep('approved');
    expect(await screen.findByText('Your ID is verified.')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /admin/authorizedContacts/createIdvRecord')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST /sumsub/get_access_token')).toHaveLength(0);
  });

  it('lets the user go on with the next steps while the ID is in review', async () => {
    const onDone = vi.fn();
    openStep('pending', onDone);
    expect(await screen.findByTestId('id-pending')).toBeTruthy();
    screen.getByRole('button', { name: 'Continue with the next steps' }).click();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
