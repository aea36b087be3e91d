// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { PaymentAuthorizationStep } from './payment-authorization-step';

function as(contactType: string) {
  stubApi({
    '/company/getAllDetails': () => ({
      companies: [{ globalId: 7, name: 'Ridge Movers', logoUrl: null, isMainAccount: false, contactType }],
    }),
    '/payment/getPaymentMethods': () => ({ paymentMethods: [], primaryId: null }),
  });
}

describe('the wizard’s payment step is for roles that move money', { timeout: 20_000 }, () => {
  beforeEach(() => {
    saveCredentials('token', 7);
    saveTokenMetaData({
      exp: 2_000_000_000,
      sub: '1',
      user: { role: 'user', inviteType: null, isMainAccount: false, globalId: 7 },
    });
  });
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('a Sales Manager finishing the setup sees no card form in the payment step', async () => {
    as('Sales Manager');
    renderInApp(<PaymentAuthorizationStep isSigned={false} onDone={vi.fn()} />);
    expect(
      await screen.findByText(/Only the owner or an account manager can add payment methods/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('an Owner gets the form', async () => {
    as('Owner');
    renderInApp(<PaymentAuthorizationStep isSigned={false} onDone={vi.fn()} />);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });
});
