// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../../lib/session';
import { callsTo, renderInApp, stubApi } from '../../../../testing/fake-api';
import { CallRecordingPlayer } from './call-recording-player';

const recording = (expiresAt: Date) => ({
  url: `/recordings/calls/9?account=7&expires=${Math.floor(expiresAt.getTime() / 1000)}&signature=abcdefghijkl`,
  expires_at: expiresAt.toISOString(),
  seconds: 240,
  is_disclosed: true,
});

describe('the call recording player once its signed link has expired', { timeout: 20_000 }, () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('says so when the audio cannot load, and asks for a new link', async () => {
    const fetchMock = stubApi({ '/records/calls/9': () => ({}) });
    renderInApp(<CallRecordingPlayer callId={9} recording={recording(new Date(Date.now() - 60_000))} />);

    fireEvent.error(screen.getByLabelText('Recording of call 9'));

    expect(await screen.findByText(/link to the recording has expired/)).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /records/calls/9')).toHaveLength(1));
  });

  it('does not download an expired link (the file would be the refusal), and asks for a new link', async () => {
    const fetchMock = stubApi({ '/records/calls/9': () => ({}) });
    renderInApp(<CallRecordingPlayer callId={9} recording={recording(new Date(Date.now() - 60_000))} />);

    const isFollowed = fireEvent.click(screen.getByRole('link', { name: 'Download' }));

    expect(isFollowed).toBe(false);
    expect(await screen.findByText(/link to the recording has expired/)).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /records/calls/9')).toHaveLength(1));
  });

  it('downloads a link that still works', () => {
    stubApi({});
    renderInApp(<CallRecordingPlayer callId={9} recording={recording(new Date(Date.now() + 240_000))} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
  });
});
