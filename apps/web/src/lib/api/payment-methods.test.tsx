// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../testing/fake-api';
import { clearSessionCredentials, saveCredentials } from '../session';
import { type AddMethodInput, useAddMethod } from './payment-methods';

const card: AddMethodInput = {
  details: { type: 'card', card_number: '4242424242424242', card_cvv: '123', exp_month: 12, exp_year: 2030 },
  billing: { address1: '1 Main St', city: 'Richmond', state: 'VA', zip: '23220' },
  makePrimary: false,
};

const tokenized = {
  token: 'tok_1',
  type: 'card',
  fingerprint: 'fp_4242',
  brand: 'visa',
  label: 'Visa •••• 4242',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  funding: 'credit',
  bank_name: null,
};

function addWith(isSaved: boolean) {
  const fetchMock = stubApi({
    'POST /payment/addBillingProfile': () => ({ billing_profile_id: 'cus_1', parent_company: 'all' }),
    'POST /payments/tokens': () => tokenized,
    'GET /payment/isCardExist': () => ({ exists: isSaved }),
    'POST /payment/savePaymentMethod': () => ({
      paymentMethod: { id: 1, payment_method_type: 'CreditCard', details: {}, payment_method_id: 'tok_1' },
    }),
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAddMethod(), { wrapper });
  result.current.mutate(card);
  return { fetchMock, result };
}

describe('adding a card', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('says at once that the card is already saved (by its fingerprint, never its number), saving nothing', async () => {
    const { fetchMock, result } = addWith(true);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'This card (Visa •••• 4242) is already saved on this account.',
    );
    const [check] = callsTo(fetchMock, 'GET /payment/isCardExist');
    expect(check?.query.get('fingerprint')).toBe('fp_4242');
    expect(check?.query.toString()).not.toContain('4242424242424242');
    expect(callsTo(fetchMock, 'POST /payment/savePaymentMethod')).toHaveLength(0);
  });

  it('makes sure of the billing profile (parent company all), then saves a new card', async () => {
    const { fetchMock, result } = addWith(false);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(callsTo(fetchMock, 'POST /payment/addBillingProfile')[0]?.body).toMatchObject({
      parent_company: 'all',
    });
    expect(callsTo(fetchMock, 'POST /payment/savePaymentMethod')).toHaveLength(1);
  });
});
