// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@vanbid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { AddFundsDialog } from './add-funds-dialog';

const methods = [
  { payment_method_id: 'pm_1', primary: false, details: { label: 'Visa', last4: '4242' } },
  { payment_method_id: 'pm_2', primary: true, details: { label: 'Mastercard', last4: '4444' } },
] as PaymentMethod[];

function setUp() {
  const fetchMock = vi
    .fn()
    .mockResolvedValue(
      new Response(
        JSON.stringify({ Status: 'ok', Data: { amount_added_to_wallet: 19.99, balance: 119.99 } }),
      ),
    );
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddFundsDialog methods={methods} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose, amount: screen.getByLabelText('Amount') };
}

describe('AddFundsDialog', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('refuses an amount that is not dollars and sends nothing', async () => {
    const { fetchMock, amount } = setUp();
    await userEvent.type(amount, '1.005');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Enter dollars with at most 2 decimals')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to confirm the charge first, and charges nothing until confirmed', async () => {
    const { fetchMock, amount } = setUp();
    await userEvent.type(amount, '$19.99');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Charge $19.99 to Mastercard •••• 4444?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('$19.99');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('charges the primary method with the amount as a number and one Idempotency-Key', async () => {
    const { fetchMock, onClose, amount } = setUp();
    await userEvent.type(amount, '$19.99');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Charge $19.99' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('$19.99 added. Your balance is $119.99.'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/payment/chargeBalance');
    expect(JSON.parse(init.body as string)).toEqual({
      globalId: 7,
      amount: 19.99,
      payment_method_id: 'pm_2',
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
