// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DemoHistoryNotice from './demo-history-notice';

function showWith(isHistoryFilling: boolean) {
  const fetchMock = vi
    .fn()
    .mockImplementation(
      async () => new Response(JSON.stringify({ Status: 'ok', Data: { isHistoryFilling } })),
    );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DemoHistoryNotice />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('DemoHistoryNotice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the demo history is still filling in while the server says so', async () => {
    const fetchMock = showWith(true);
    expect(await screen.findByText(/demo history is still filling in/)).toBeTruthy();
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/settings/demo-status');
  });

  it('shows nothing once the history is complete', async () => {
    const fetchMock = showWith(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.queryByText(/demo history is still filling in/)).toBeNull();
  });
});
