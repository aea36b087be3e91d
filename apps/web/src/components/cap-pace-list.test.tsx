// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CapPaceList } from './cap-pace-list';

const caps = [
  { campaignId: 7, nickname: 'Richmond leads', period: 'week' as const, cap: 1000, spent: 350 },
  { campaignId: 7, nickname: 'Richmond leads', period: 'month' as const, cap: 3000, spent: 2550 },
];

const show = (zone: string) =>
  render(
    <MemoryRouter>
      <CapPaceList caps={caps} zone={zone} />
    </MemoryRouter>,
  );

describe('CapPaceList', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T17:00:00Z')); // Thursday noon, Eastern
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('shows each cap’s pace with a bar, and the campaign it belongs to', () => {
    show('America/New_York');
    const rows = screen.getAllByTestId('cap-pace').map((row) => row.textContent);
    expect(rows).toEqual([
      'Richmond leads · Weekly cap: $350 of $1,000 this week — on pace for $700',
      'Richmond leads · Monthly cap: $2,550 of $3,000 this month — on pace to reach it on the 30th',
    ]);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['35', '85']);
    expect(screen.getAllByRole('link', { name: 'Richmond leads' })[0]!.getAttribute('href')).toBe(
      '/campaigns?campaignId=7',
    );
    expect(screen.getByRole('heading', { name: 'Budget caps' })).toBeTruthy();
  });

  it('says the caps run on Eastern weeks and months when another zone is chosen', () => {
    show('America/Los_Angeles');
    expect(
      screen.getByRole('heading', { name: 'Budget caps (Eastern weeks and months, as the caps run)' }),
    ).toBeTruthy();
  });
});
