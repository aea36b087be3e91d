// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReturnButton } from '../features/returns';
import { ReturnSettingsCard } from '../features/settings/components/return-settings-card';
import { clearSessionCredentials } from '../lib/session';
import { renderInApp, stubApi } from '../testing/fake-api';
import { signInForTest } from '../testing/signed-in';

/** The server's return settings and what a lead's Return dialog is told of them. */
function stubServer() {
  let settings = { lead_window_days: 7, call_window_days: 3, cap_percent: 10 };
  const optionsOfLead = () => ({
    price: 12,
    is_returnable: true,
    why_not: null,
    deadline: `2026-12-${String(1 + settings.lead_window_days).padStart(2, '0')}T15:00:00.000Z`,
    reasons: [{ value: 'fake', label: 'Fake or test' }],
    cap: { percent: settings.cap_percent, month_purchases: 20, allowed: 2, used: 0 },
    latest: null,
  });
  stubApi({
    '/company/getAllDetails': () => ({
      companies: [
        { globalId: 7, name: 'Ridge Movers', logoUrl: null, isMainAccount: true, contactType: 'Owner' },
      ],
    }),
    'GET /settings/returns': () => ({ settings }),
    'PUT /settings/returns': ({ body }) => {
      const { globalId: _, ...saved } = body as typeof settings & { globalId: number };
      settings = saved;
      return { settings };
    },
    '/returns/items/lead/5': optionsOfLead,
  });
}

describe('a lead’s Return dialog after Settings → Returns is saved', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('tells the new cap and window without a reload', async () => {
    stubServer();
    renderInApp(
      <SnackbarProvider>
        <ReturnSettingsCard />
        <ReturnButton kind="lead" id={5} />
      </SnackbarProvider>,
    );
    await screen.findByRole('button', { name: /Return/ });
    const cap = await screen.findByLabelText('Monthly return cap');
    await userEvent.clear(cap);
    await userEvent.type(cap, '8');
    await userEvent.clear(screen.getByLabelText('Leads can be returned for'));
    await userEvent.type(screen.getByLabelText('Leads can be returned for'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save return settings' }));
    await screen.findByText('Return settings saved');

    await userEvent.click(screen.getByRole('button', { name: /Return/ }));
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(within(dialog).getByText(/8% of 20 purchases/)).toBeTruthy());
    expect(within(dialog).getByText(/Returnable until .*Dec 15/)).toBeTruthy();
  });
});
