// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordsGrid } from './records-grid';
import type { RecordsGridProps } from './records-grid-props';

/** A phone: every `max-width` query matches (the grid shows cards with Previous / Next). */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const props = (overrides: Partial<RecordsGridProps>): RecordsGridProps => ({
  type: 'calls',
  records: [],
  totalItems: 0,
  isLoading: false,
  page: 1,
  pageSize: 50,
  sort: '-time_created',
  empty: <p>No calls</p>,
  onPageChange: () => {},
  onSortChange: () => {},
  detailLink: (id) => ({ to: `/call-log/${id}`, state: { from: '/call-log' } }),
  ...overrides,
});

describe('RecordsGrid on a phone', () => {
  beforeEach(onPhone);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows no pager while the first page loads (the cards would push it down when they come)', () => {
    render(<RecordsGrid {...props({ isLoading: true })} />, { wrapper: MemoryRouter });
    expect(screen.getByLabelText('Loading records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows the pager under an empty page once it is known', () => {
    render(<RecordsGrid {...props({ isLoading: false })} />, { wrapper: MemoryRouter });
    expect(screen.getByText('No calls')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });
});
