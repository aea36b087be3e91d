// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { Notification } from '@vanbid/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationItem } from './notification-item';

const notice = (fields: Partial<Notification>): Notification => ({
  _id: 1,
  id: 1,
  type: 'daily_limit_reached',
  title: 'Daily limit reached',
  body: 'Moving calls spent its $500.00 daily limit.',
  priority: 2,
  campaignId: 7,
  is_read: false,
  createdAt: '2026-11-26T15:00:00.000Z',
  ...fields,
});

const show = (notification: Notification) =>
  render(
    <MemoryRouter>
      <NotificationItem
        notification={notification}
        zone="America/New_York"
        onToggleRead={() => {}}
        onDelete={() => {}}
      />
    </MemoryRouter>,
  );

describe('NotificationItem', () => {
  afterEach(cleanup);

  it('opens its campaign, with Raise limit for a daily limit reached', () => {
    show(notice({}));
    expect(screen.getByRole('link', { name: 'Daily limit reached' }).getAttribute('href')).toBe(
      '/campaigns?campaignId=7',
    );
    expect(screen.getByRole('link', { name: 'Raise limit' }).getAttribute('href')).toBe(
      '/campaigns?campaignId=7',
    );
  });

  it('opens its campaign, with Raise cap for a weekly or monthly cap reached', () => {
    show(notice({ type: 'weekly_cap_reached', title: 'Weekly cap reached' }));
    expect(screen.getByRole('link', { name: 'Weekly cap reached' }).getAttribute('href')).toBe(
      '/campaigns?campaignId=7',
    );
    expect(screen.getByRole('link', { name: 'Raise cap' }).getAttribute('href')).toBe(
      '/campaigns?campaignId=7',
    );
  });

  it('opens the wallet, with Add funds, when the wallet is out of funds', () => {
    show(notice({ type: 'out_of_funds', title: 'Out of funds', campaignId: null }));
    expect(screen.getByRole('link', { name: 'Out of funds' }).getAttribute('href')).toBe('/wallet');
    expect(screen.getByRole('link', { name: 'Add funds' }).getAttribute('href')).toBe('/wallet');
  });
});
