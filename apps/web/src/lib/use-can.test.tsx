// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from './session';
import { useCan, useCanMakeCustomerActs, useCanSee, useRoleGrants } from './use-can';

/** The hooks for an Owner of company 7, in their own session or a Vanbid support (guest) one. */
function renderAs(role: 'user' | 'guest') {
  const companies = [
    { globalId: 7, name: 'Ridge Movers', logoUrl: null, isMainAccount: true, contactType: 'Owner' },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(JSON.stringify({ Status: 'ok', Data: { companies } }))),
  );
  saveCredentials('token', 7);
  saveTokenMetaData({
    exp: 2_000_000_000,
    sub: '1',
    user: { role, inviteType: null, isMainAccount: true, globalId: 7 },
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      moveMoney: useCan('move_money'),
      changeTeam: useCan('manage_team'),
      changeBids: useCan('change_bids'),
      seeTeam: useCanSee('manage_team'),
      roles: useRoleGrants().roles,
      signAndVerify: useCanMakeCustomerActs(),
    }),
    { wrapper },
  );
}

describe('useCan in a Vanbid support session (issue #25)', () => {
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('hides money, team changes and the owner’s own acts from support acting for an owner, not campaigns or reading the team', async () => {
    const { result } = renderAs('guest');
    await waitFor(() => expect(result.current.seeTeam).toBe(true));
    expect(result.current).toEqual({
      moveMoney: false,
      changeTeam: false,
      changeBids: true,
      seeTeam: true,
      roles: [],
      signAndVerify: false,
    });
  });

  it('leaves the owner’s own session everything', async () => {
    const { result } = renderAs('user');
    await waitFor(() => expect(result.current.seeTeam).toBe(true));
    expect(result.current.moveMoney && result.current.changeTeam && result.current.changeBids).toBe(true);
    expect(result.current.signAndVerify).toBe(true);
    expect(result.current.roles).toContain('Owner');
  });
});
