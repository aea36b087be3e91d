// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { FreeBrandedCallsPage } from '../pages/free-branded-calls-page';

describe('the free branded calls page says the company its calls are branded as (GET /branded-companies)', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('names the selected company with its logo, not another company of the user', async () => {
    stubApi({
      'GET /branded-companies': () => ({
        companies: [
          { id: 4, name: 'Other Movers', logoUrl: null },
          { id: 7, name: 'Blue Van Moving', logoUrl: '/api/company/7/logo' },
        ],
      }),
    });
    renderInApp(<FreeBrandedCallsPage />, '/free-branded-calls');
    expect((await screen.findByTestId('branded-as')).textContent).toBe('Calls branded as Blue Van Moving');
    expect(screen.getByRole('img', { name: 'Blue Van Moving logo' }).getAttribute('src')).toBe(
      '/api/company/7/logo',
    );
    expect(screen.queryByText(/Other Movers/)).toBeNull();
  });

  it('says so when no branded calls are made under the selected company', async () => {
    stubApi({
      'GET /branded-companies': () => ({ companies: [{ id: 4, name: 'Other Movers', logoUrl: null }] }),
    });
    renderInApp(<FreeBrandedCallsPage />, '/free-branded-calls');
    expect((await screen.findByTestId('branded-as')).textContent).toMatch(
      /^No branded calls are made under this company yet/,
    );
  });
});
