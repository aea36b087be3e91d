// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LogEmptyState } from './log-empty-state';

function show(shortfall: 'empty' | 'short' | null, filtered = true) {
  render(
    <MemoryRouter>
      <LogEmptyState noun="calls" shortfall={shortfall} filtered={filtered} />
    </MemoryRouter>,
  );
}

describe('LogEmptyState', () => {
  afterEach(cleanup);

  it('tells an account with an empty wallet why nothing is sold, with Add funds', () => {
    show('empty');
    expect(screen.getByText('Your wallet is empty, so no calls are sold.')).toBeTruthy();
    expect(screen.queryByText(/match these filters/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Add funds' }).getAttribute('href')).toBe('/wallet');
  });

  it('tells an account that cannot pay the next purchase the same way', () => {
    show('short');
    expect(
      screen.getByText('Your wallet cannot pay for the next purchase, so no calls are sold.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add funds' })).toBeTruthy();
  });

  it('speaks of the filters when the wallet is fine', () => {
    show(null);
    expect(screen.getByText('No calls match these filters in this period.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add funds' })).toBeNull();
  });

  it('on a dashboard (no filters, the wallet said above the page) says only that the period is empty', () => {
    show(null, false);
    expect(screen.getByText('No calls in this period.')).toBeTruthy();
    expect(screen.queryByText(/filters|wallet/)).toBeNull();
  });
});
