// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@vanbid/contract';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTimeZonePreference } from '../../../lib/time-zone';
import type { CampaignWrites } from '../api/campaign-settings';
import { useLimitWithUndo } from './card/use-limit-with-undo';
import { LimitControl } from './limit-control';

const campaign = {
  campaignId: 3,
  nickname: 'Moving leads',
  limit: 997,
  spentToday: 120,
  leadsLimit: '120/997',
};

function Providers({ children }: { children: ReactNode }) {
  // The slider's range stays the built-in one (no settings request in a unit test).
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return (
    <QueryClientProvider client={client}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  );
}

function setUp() {
  const onSave = vi.fn();
  render(<LimitControl campaign={campaign} onSave={onSave} />, { wrapper: Providers });
  return { onSave, input: screen.getByRole('textbox', { name: 'Daily limit' }) as HTMLInputElement };
}

describe('LimitControl', () => {
  afterEach(cleanup);

  it('says the limit counts the Eastern day when the page reads days in another zone', () => {
    setUp();
    expect(screen.queryByText('Eastern day')).toBeNull();
    cleanup();
    applyTimeZonePreference('3'); // Pacific
    try {
      setUp();
      expect(screen.getByTestId('leads-limit').textContent).toBe('$120.00 / $997.00Eastern day');
      expect(
        screen.getByRole('progressbar', { name: 'Spent today (Eastern day) of the daily limit' }),
      ).toBeTruthy();
    } finally {
      applyTimeZonePreference('0');
    }
  });

  it('takes a typed amount and saves it on Enter', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, '1,000{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1000));
  });

  it('says how to type an amount when the text is not one, and saves nothing', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, 'ten{Enter}');
    expect(await screen.findByText('Enter an amount in dollars, like 1000')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before raising the limit by more than half, and keeps the old one when told to', async () => {
    const { onSave, input } = setUp();
    await userEvent.clear(input);
    await userEvent.type(input, '1791{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Raise the daily limit to $1,791?' })).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep $997' }));
    await waitFor(() => expect(input.value).toBe('997'));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '1791{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Raise to $1,791' }));
    expect(onSave).toHaveBeenCalledWith(1791);
  });

  it('reaches a round $1,000 from $997 with one arrow key on the slider', async () => {
    const { onSave, input } = setUp();
    const slider = screen.getByRole('slider');
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1000));
    expect(input.value).toBe('1000');
  });
});

describe('useLimitWithUndo', () => {
  afterEach(cleanup);

  it('says what was saved with an Undo that puts the old limit back', async () => {
    const mutate = vi.fn((_variables: unknown, options?: { onSuccess?: () => void }) =>
      options?.onSuccess?.(),
    );
    const writes = { limit: { mutate } } as unknown as CampaignWrites;
    function Harness() {
      const save = useLimitWithUndo(writes);
      return (
        <button type="button" onClick={() => save(campaign as Campaign, 1000)}>
          save
        </button>
      );
    }
    render(<Harness />, { wrapper: Providers });
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(mutate).toHaveBeenLastCalledWith({ campaignId: 3, value: 1000 }, expect.anything());
    expect(await screen.findByText('Daily limit of Moving leads saved: $1,000 (was $997).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(mutate).toHaveBeenLastCalledWith({ campaignId: 3, value: 997 }, expect.anything());
  });
});
