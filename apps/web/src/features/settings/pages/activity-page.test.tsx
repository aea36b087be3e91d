// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityChangeEntry } from '@vanbid/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { ActivityPage } from './activity-page';

const bid = (id: number, bySupport: boolean, before: string, after: string): ActivityChangeEntry => ({
  _id: id,
  time: '2026-11-20T15:04:00.000Z',
  kind: 'campaigns',
  field: 'bid',
  subject: 'Local Moving Calls — Virginia',
  before,
  after,
  description: `Bid on Local Moving Calls — Virginia: ${before} → ${after}`,
  who: bySupport ? 'Vanbid support' : 'Sam Rivera',
  memberId: bySupport ? null : 12,
  bySupport,
});

const ok = (data: unknown) => new Response(JSON.stringify({ Status: 'ok', Data: data }));

function open(pages: (url: URL) => unknown) {
  const fetchMock = vi.fn((input: string) => Promise.resolve(ok(pages(new URL(input, 'http://x')))));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ActivityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('ActivityPage', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('lists changes in words and marks what Vanbid support did', async () => {
    open(() => ({
      entries: [bid(2, true, '15%', '16%'), bid(1, false, '0%', '15%')],
      next_cursor: null,
      members: [{ id: 12, name: 'Sam Rivera' }],
    }));
    const table = await screen.findByRole('table', { name: 'Changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Bid on Local Moving Calls — Virginia: 15% → 16%')).toBeTruthy();
    expect(within(rows[0]!).getByText('Vanbid support')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sam Rivera')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Vanbid support')).toBeNull();
  });

  it('asks the server for support’s changes only, and says when none match', async () => {
    const fetchMock = open((url) => ({
      entries: url.searchParams.get('actor') === 'support' ? [] : [bid(1, false, '0%', '15%')],
      next_cursor: null,
      members: [{ id: 12, name: 'Sam Rivera' }],
    }));
    await screen.findByRole('table', { name: 'Changes' });
    await userEvent.selectOptions(screen.getByLabelText('Who'), 'Vanbid support');
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('actor=support'))).toBe(true),
    );
  });

  it('says so when the company has no changes yet', async () => {
    open(() => ({ entries: [], next_cursor: null, members: [] }));
    expect(await screen.findByText(/No changes yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
