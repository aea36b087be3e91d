// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@vanbid/contract';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoursAreaDialog } from './hours-area-dialog';

const WEEKDAY_RANGE = [{ from: '08:00', to: '20:00' }];
const campaign = {
  campaignId: 7,
  nickname: 'Moving leads',
  geoTemplateId: null,
  hours: { mon: WEEKDAY_RANGE, tue: WEEKDAY_RANGE },
} as unknown as Campaign;

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function setUp() {
  const writes = {
    hours: { mutateAsync: vi.fn(async () => ({})) },
    area: { mutateAsync: vi.fn(async () => ({})) },
  };
  const onClose = vi.fn();
  render(<HoursAreaDialog campaign={campaign} writes={writes as never} onClose={onClose} />, {
    wrapper: Providers,
  });
  return { writes, onClose };
}

describe('HoursAreaDialog', () => {
  afterEach(cleanup);

  it('saves the changed hours of the campaign and closes', async () => {
    const { writes, onClose } = setUp();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.hours.mutateAsync).toHaveBeenCalledWith({ campaignId: 7, value: { mon: WEEKDAY_RANGE } });
    expect(writes.area.mutateAsync).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing moved', async () => {
    const { writes, onClose } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes.hours.mutateAsync).not.toHaveBeenCalled();
  });
});
