// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@vanbid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { CashOutDialog } from './cash-out-dialog';

const methods = [
  { payment_method_id: 'pm_1', primary: true, details: { label: 'Visa', last4: '4242' } },
  { payment_method_id: 'pm_2', primary: false, details: { label: 'Bank', last4: '6789' } },
] as PaymentMethod[];
const withBank = [
  methods[0]!,
  {
    payment_method_id: 'pm_3',
    primary: false,
    payment_method_type: 'BankAccount',
    details: { label: 'JPMorgan Chase', last4: '6789' },
  },
] as PaymentMethod[];

function renderDialog(balance: number, onClose = vi.fn(), list = methods) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CashOutDialog balance={balance} methods={list} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('CashOutDialog', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('sends several cash outs together, each row checked on its own', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ Status: 'ok', Data: { balance: 70 } })));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = renderDialog(100);
    await userEvent.type(screen.getByLabelText('Amount (1)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add another cash out' }));
    await userEvent.selectOptions(screen.getByLabelText('To (2)'), 'pm_2');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Enter an amount')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Amount (2)'), '20.50');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Send $10.00 from the wallet to Visa •••• 4242?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send $30.50' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Cash out sent. Your balance is $70.00.'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/payment/cashOutBalanceBulk');
    expect(JSON.parse(init.body as string).items).toEqual([
      { fromId: 'wallet', toId: 'pm_1', amount: 10, fromWallet: true },
      { fromId: 'wallet', toId: 'pm_2', amount: 20.5, fromWallet: true },
    ]);
  });

  it('goes to the bank account by default, says when it arrives, and names the available balance when the amount is over it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog(100, vi.fn(), withBank);
    expect((screen.getByLabelText('To (1)') as HTMLSelectElement).value).toBe('pm_3');
    await userEvent.type(screen.getByLabelText('Amount (1)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('More than your available balance of $100.00')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Amount (1)'));
    await userEvent.type(screen.getByLabelText('Amount (1)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Send $40.00 from the wallet to JPMorgan Chase •••• 6789?')).toBeTruthy();
    expect(screen.getByText(/Arrives in 1–3 business days/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
