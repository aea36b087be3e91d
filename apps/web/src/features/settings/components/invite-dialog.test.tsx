// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from '../../../lib/session';
import { InviteDialog } from './invite-dialog';

/** The dialog for a member of company 7 with this role, in their own session or a support one. */
function open(contactType: string) {
  const companies = [{ globalId: 7, name: 'Ridge Movers', logoUrl: null, isMainAccount: true, contactType }];
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(JSON.stringify({ Status: 'ok', Data: { companies } }))),
  );
  saveCredentials('token', 7);
  saveTokenMetaData({
    exp: 2_000_000_000,
    sub: '1',
    user: { role: 'user', inviteType: null, isMainAccount: true, globalId: 7 },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InviteDialog onClose={() => {}} onSent={() => {}} />
    </QueryClientProvider>,
  );
}

/** Once the role is known (the picker's default turns to Sales Manager), what the picker offers. */
async function offeredRoles(): Promise<string[]> {
  const picker = await screen.findByRole('combobox', { name: 'Role' });
  await vi.waitFor(() => expect(picker.textContent).toBe('Sales Manager'));
  await userEvent.click(picker);
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('InviteDialog’s role picker (issue #25)', () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('offers a Manager only roles within their own: no Owner, no money', async () => {
    open('Manager');
    expect(await offeredRoles()).toEqual(['Sales Manager', 'Manager', 'Other']);
  });

  it('offers an Owner every role', async () => {
    open('Owner');
    expect(await offeredRoles()).toEqual(['Owner', 'Sales Manager', 'Manager', 'Other', 'Account Manager']);
  });
});
