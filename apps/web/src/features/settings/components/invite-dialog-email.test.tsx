// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHECK_DELAY_MS } from '../../../lib/api/email-availability';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { callsTo, renderInApp, stubApi } from '../../../testing/fake-api';
import { InviteDialog } from './invite-dialog';

const TAKEN = 'sam@ridge.example';

function open() {
  const fetchMock = stubApi({
    '/payment/isEmailAvailable': ({ url }) => ({ available: url.searchParams.get('email') !== TAKEN }),
    '/users/companies': () => ({ companies: [] }),
  });
  renderInApp(<InviteDialog onClose={() => {}} onSent={() => {}} />);
  return fetchMock;
}

describe('InviteDialog’s e-mail (GET /payment/isEmailAvailable)', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('says at once, on leaving the field, that the e-mail is taken', async () => {
    const fetchMock = open();
    const field = screen.getByRole('textbox', { name: /E-mail/ });
    vi.useFakeTimers();
    try {
      fireEvent.change(field, { target: { value: 'Sam@Ridge.example' } });
      fireEvent.blur(field);
      // Well before the pause that checks a typed address.
      await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DELAY_MS / 5);
      expect(screen.getByText(/This e-mail is taken/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    expect(
      callsTo(fetchMock, 'GET /payment/isEmailAvailable').map((call) => call.query.get('email')),
    ).toEqual([TAKEN]);
  });

  it('says it when typing pauses, asking once for the whole address', async () => {
    const fetchMock = open();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), TAKEN);
    expect(await screen.findByText(/This e-mail is taken/, undefined, { timeout: 3_000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /payment/isEmailAvailable')).toHaveLength(1);
  });

  it('says nothing of a free e-mail', async () => {
    const fetchMock = open();
    const field = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(field, { target: { value: 'new@ridge.example' } });
    fireEvent.blur(field);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /payment/isEmailAvailable')).toHaveLength(1));
    expect(screen.queryByText(/This e-mail is taken/)).toBeNull();
  });
});
