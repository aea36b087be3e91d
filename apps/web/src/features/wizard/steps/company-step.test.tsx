// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from '../../../lib/session';
import { CompanyStep } from './company-step';

const ok = (data: unknown) => new Response(JSON.stringify({ Status: 'ok', Data: data }));

/** A company whose setup has not started: only its name is known. */
const NOT_STARTED = {
  companyName: 'Newman Moving Co',
  companyBusinessAddress: null,
  companyCity: null,
  companyState: null,
  companyZipCode: null,
  companyPhoneNumber: null,
  companyEmailAddress: null,
  companyType: null,
  companyUsDotNumber: null,
  companyLocalStateLicenseNumber: null,
  companyVanLinesAffiliation: null,
};

/** Renders the step; the saved company info arrives when `answer()` is called. */
function renderStep() {
  let answer = () => {};
  const answered = new Promise<void>((done) => {
    answer = done;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answered.then(() => ok({ company: NOT_STARTED }))),
  );
  saveCredentials('token', 7);
  saveTokenMetaData({
    exp: 2_000_000_000,
    sub: '1',
    user: { role: 'user', inviteType: null, isMainAccount: true, globalId: 7 },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyStep onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  return { client, answer };
}

describe('the wizard’s company step', () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('lets the owner type only once the saved company info is there, and keeps it when it is read again', async () => {
    const { client, answer } = renderStep();
    // On a slow connection the saved info is late: typing into an empty form now would be lost
    // when it arrives, so the form waits for it.
    expect(screen.queryByLabelText(/Business address/)).toBeNull();
    answer();
    const address = await screen.findByLabelText(/Business address/);
    expect((screen.getByLabelText(/Company name/) as HTMLInputElement).value).toBe('Newman Moving Co');
    await userEvent.type(address, '200 Broad St');
    // A refetch (the window regains focus, a live update) brings the saved info again.
    await client.refetchQueries();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect((screen.getByLabelText(/Business address/) as HTMLInputElement).value).toBe('200 Broad St');
  });
});
