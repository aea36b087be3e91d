// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { FeatureGate } from './feature-gate';
import { SideNav } from './side-nav';

function withFeatures(features: Record<string, boolean>) {
  stubApi({
    '/settings/features': () => ({ features }),
    '/notifications': () => ({ notifications: [], unread: 0 }),
  });
}

describe('feature switches', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('hide the navigation entries of switched-off features', async () => {
    withFeatures({ wallet: false, brandedCalls: false, tutorials: true, campaignCreation: true });
    renderInApp(<SideNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await vi.waitFor(() => expect(within(nav).queryByRole('link', { name: 'Wallet' })).toBeNull());
    expect(within(nav).queryByRole('link', { name: 'Free branded calls' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Tutorials' })).toBeTruthy();
  });

  it('say a switched-off feature’s screen is not available, in place of the page', async () => {
    withFeatures({ wallet: false });
    renderInApp(
      <FeatureGate>
        <p>The wallet page</p>
      </FeatureGate>,
      '/wallet',
    );
    expect(await screen.findByRole('heading', { name: 'Not available' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(/The wallet is not available/)).toBeTruthy();
    expect(screen.queryByText('The wallet page')).toBeNull();
  });

  it('show the page of a feature that is on, and pages no switch names', async () => {
    withFeatures({ wallet: false, tutorials: true });
    renderInApp(
      <FeatureGate>
        <p>The tutorials page</p>
      </FeatureGate>,
      '/tutorial',
    );
    expect(await screen.findByText('The tutorials page')).toBeTruthy();
  });
});
