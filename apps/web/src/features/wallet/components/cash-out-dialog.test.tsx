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
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CashOutDialog balance={100} methods={methods} onClose={onClose} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Amount (1)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add another cash out' }));
    await userEvent.selectOptions(screen.getByLabelText('To (2)'), 'pm_2');
    await userEvent.click(screen.getByRole('button', { name: 'Cash out' }));
    expect(await screen.findByText('Enter an amount')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Amount (2)'), '20.50');
    await userEvent.click(screen.getByRole('button', { name: 'Cash out' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Cash out sent. Your balance is $70.00.'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/payment/cashOutBalanceBulk');
    expect(JSON.parse(init.body as string).items).toEqual([
      { fromId: 'wallet', toId: 'pm_1', amount: 10, fromWallet: true },
      { fromId: 'wallet', toId: 'pm_2', amount: 20.5, fromWallet: true },
    ]);
  });
});
