// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnRequest } from '@vanbid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { ReturnsPage } from './returns-page';

/** Return `id` asked for lead #(1000 + id); a larger id is newer. */
const aReturn = (id: number): ReturnRequest => ({
  id,
  kind: 'lead',
  record_id: 1000 + id,
  campaign_id: 3,
  campaign_name: 'Richmond Movers',
  reason: 'fake',
  reason_label: 'Fake or test',
  note: '',
  status: 'refused',
  amount: 12,
  decision: 'Past the return window',
  decided_by: 'Automatic',
  requested_at: '2026-11-20T15:00:00.000Z',
  decided_at: '2026-11-20T15:00:00.000Z',
  credit_transaction_id: null,
});

/** The server: 230 returns, 100 a page, newest first; `before` is the last id of the page before. */
function stubReturns(count = 230) {
  return stubApi({
    'GET /returns': ({ url }) => {
      const before = Number(url.searchParams.get('before') ?? count + 1);
      const ids = Array.from({ length: Math.min(100, before - 1) }, (_, index) => before - 1 - index);
      const last = ids[ids.length - 1];
      return { returns: ids.map(aReturn), next_cursor: last && last > 1 ? last : null, total_items: count };
    },
    '/returns/rates': () => ({
      total: { purchases: 0, returns: 0, credited: 0, rate_percent: 0 },
      campaigns: [],
      sources: [],
    }),
  });
}

const rowsShown = () =>
  within(screen.getByRole('table', { name: 'Returns' }))
    .getAllByRole('row')
    .slice(1);

describe('ReturnsPage', { timeout: 60_000 }, () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('shows every return, 100 a page: the next page has the older ones, and back again', async () => {
    stubReturns();
    renderInApp(<ReturnsPage />);
    await screen.findByRole('link', { name: 'Lead #1230' });
    expect(rowsShown()).toHaveLength(100);
    expect(screen.getByText('1–100 of 230')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('link', { name: 'Lead #1130' });
    expect(screen.getByText('101–200 of 230')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('link', { name: 'Lead #1001' });
    expect(rowsShown()).toHaveLength(30);
    expect(screen.getByText('201–230 of 230')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await screen.findByRole('link', { name: 'Lead #1130' });
    expect(screen.queryByRole('link', { name: 'Lead #1001' })).toBeNull();
  });

  it('starts again at the newest when a filter changes', async () => {
    const fetchMock = stubReturns();
    renderInApp(<ReturnsPage />);
    await screen.findByRole('link', { name: 'Lead #1230' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('link', { name: 'Lead #1130' });

    await userEvent.click(screen.getByLabelText('Status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Refused' }));

    await screen.findByRole('link', { name: 'Lead #1230' });
    const last = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname.endsWith('/returns'))
      .at(-1)!;
    expect(last.searchParams.get('status')).toBe('refused');
    expect(last.searchParams.has('before')).toBe(false);
  });

  it('on a phone pages the cards with Previous and Next', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    stubReturns();
    renderInApp(<ReturnsPage />);
    await screen.findByRole('listitem', { name: 'Lead #1230' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Lead #1130' });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('listitem', { name: 'Lead #1230' });
  });
});
