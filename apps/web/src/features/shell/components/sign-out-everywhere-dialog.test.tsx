// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';

function open(answer: Response) {
  const fetchMock = vi.fn().mockResolvedValue(answer);
  vi.stubGlobal('fetch', fetchMock);
  const onCancel = vi.fn();
  const onSignedOut = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignOutEverywhereDialog isOpen onCancel={onCancel} onSignedOut={onSignedOut} />
    </QueryClientProvider>,
  );
  return { fetchMock, onCancel, onSignedOut };
}

describe('SignOutEverywhereDialog', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('asks first; confirming ends every session on the server, then signs this browser out', async () => {
    const { fetchMock, onSignedOut } = open(
      new Response(JSON.stringify({ Status: 'ok', Data: { signedOut: true } })),
    );
    expect(screen.getByText(/Every session of your account ends/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/logoutEverywhere');
    expect(init.method).toBe('POST');
  });

  it('Cancel sends nothing', async () => {
    const { fetchMock, onCancel } = open(new Response('{}'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why when the server refuses, and keeps this browser signed in', async () => {
    const refusal = { code: 'FORBIDDEN', message: 'A guest session cannot sign the user out everywhere' };
    const { onSignedOut } = open(
      new Response(JSON.stringify({ Status: 'fail', Error: refusal }), { status: 403 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
