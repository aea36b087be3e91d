// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { signInForTest } from '../../../testing/signed-in';
import { ReturnButton } from './return-button';

const returnable = {
  price: 12,
  is_returnable: true,
  why_not: null,
  deadline: '2026-12-03T15:00:00.000Z',
  reasons: [{ value: 'fake', label: 'Fake or test' }],
  cap: { percent: 10, month_purchases: 20, allowed: 2, used: 0 },
  latest: null,
};

function as(contactType: string, role: 'user' | 'guest' = 'user') {
  signInForTest({ role });
  stubApi({
    '/company/getAllDetails': () => ({
      companies: [{ globalId: 7, name: 'Ridge Movers', logoUrl: null, isMainAccount: true, contactType }],
    }),
    '/returns/items/lead/5': () => returnable,
  });
}

/** The Return button, once the item's options are in. */
const returnButton = async () => (await screen.findByRole('button', { name: /Return/ })) as HTMLButtonElement;

describe('the Return button is for roles that move money', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it.each(['Manager', 'Sales Manager', 'Other'])('a %s sees it off, told who can return', async (role) => {
    as(role);
    renderInApp(<ReturnButton kind="lead" id={5} />);
    const button = await returnButton();
    await vi.waitFor(() => expect(button.disabled).toBe(true));
    expect(screen.getByLabelText(/Only the owner or an account manager can return a lead/)).toBeTruthy();
  });

  it('a Vanbid support session sees it off', async () => {
    as('Owner', 'guest');
    renderInApp(<ReturnButton kind="lead" id={5} />);
    const button = await returnButton();
    await vi.waitFor(() => expect(button.disabled).toBe(true));
  });

  it('an Owner can press it', async () => {
    as('Owner');
    renderInApp(<ReturnButton kind="lead" id={5} />);
    const button = await returnButton();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
  });
});
