// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { signInForTest } from '../../../testing/signed-in';
import { ReturnSettingsCard } from './return-settings-card';

function openAs(contactType: string) {
  signInForTest();
  stubApi({
    '/company/getAllDetails': () => ({
      companies: [{ globalId: 7, name: 'Ridge Movers', logoUrl: null, isMainAccount: true, contactType }],
    }),
    'GET /settings/returns': () => ({
      settings: { lead_window_days: 14, call_window_days: 1, cap_percent: 8 },
    }),
  });
  renderInApp(
    <SnackbarProvider>
      <ReturnSettingsCard />
    </SnackbarProvider>,
  );
}

describe('ReturnSettingsCard', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('gives the owner a field for each setting, with its unit and bounds', async () => {
    openAs('Owner');
    const leads = (await screen.findByLabelText('Leads can be returned for')) as HTMLInputElement;
    expect(leads.value).toBe('14');
    expect((screen.getByLabelText('Calls can be returned for') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Monthly return cap') as HTMLInputElement).value).toBe('8');
    expect(screen.getByText('days after the call')).toBeTruthy();
    expect(screen.getByText('0 to 50% of the calendar month’s purchases; default 10%')).toBeTruthy();
  });

  it('tells a member who cannot change them what they are, in words', async () => {
    openAs('Manager');
    const section = await screen.findByRole('region', { name: 'Returns' });
    await within(section).findByText('14 days after the sale');
    expect(within(section).getByText('1 day after the call')).toBeTruthy();
    expect(within(section).getByText('8% of the month’s purchases')).toBeTruthy();
    expect(within(section).getByText('Monthly return cap').tagName).toBe('DT');
    expect(within(section).queryByRole('textbox')).toBeNull();
  });
});
